import type { AnswerOf, PageAnswer } from "#app/lib/action-answer.ts";
import type { commentIntents } from "./server/adapters.server.ts";
import type { moderationIntents, moderationLinkIntents } from "./server/moderation-adapters.server.ts";

type CommentIntents = typeof commentIntents;

/** A thread's page answer: the comment forms' results as their handlers return them; another form's is opaque. */
export type CommentAnswer = PageAnswer<CommentIntents>;

/** What one comment form's own fetcher holds: its intent's result or a refusal. */
export type CommentFormAnswer<I extends keyof CommentIntents> = AnswerOf<Pick<CommentIntents, I>>;

/** What /Moderacja's action answers. */
export type ModerationAnswer = AnswerOf<typeof moderationIntents>;

/** What the digest link's page answers. */
export type ModerationLinkAnswer = AnswerOf<typeof moderationLinkIntents>;
