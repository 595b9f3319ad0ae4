/**
 * Checked by `npm run typecheck` (tsc), never run: each `@ts-expect-error` marks an answer read wrongly, so the
 * check fails if answers lose their types (a wrong shape compiles, or the directive finds nothing to excuse).
 */
import type { useActionData, useFetcher } from "react-router";
import { answerFor, type ActionAnswer, type AnswerOf, type PageAnswer } from "#app/lib/action-answer.ts";
import type { action as articleAction } from "#app/routes/article.tsx";
import type { clientAction as modelClientAction, action as modelAction } from "#app/routes/model/route.tsx";
import type { clientAction as newModelClientAction } from "#app/routes/new-model.tsx";
import type { commentIntents } from "#features/comments/index.server.ts";

/** What a route reads with `useActionData<typeof action>()`. */
type ActionData<Action> = ReturnType<typeof useActionData<Action>>;
type ModelAnswer = NonNullable<ActionData<typeof modelAction>>;

export function readsTheModelPagesAnswer(answer: ModelAnswer): void {
  if (answer.ok && answer.intent === "comment-post") {
    const held: boolean = answer.data.held;
    const text: string = answer.data.comment.comment;
    void [held, text];
    // @ts-expect-error a posted comment's answer has no `saved`
    void answer.data.saved;
  }
  if (answer.ok && answer.intent === "model-publish") {
    const published: boolean = answer.data.published;
    void published;
    // @ts-expect-error the publish form's answer echoes `published`, not a string
    const wrong: string = answer.data.published;
    void wrong;
  }
  if (!answer.ok) {
    const refusal: [number, string, string | undefined, string | undefined] = [
      answer.status,
      answer.error,
      answer.field,
      answer.values.comment,
    ];
    void refusal;
    // @ts-expect-error a refusal carries no data
    void answer.data;
  }
  // @ts-expect-error the model page answers no intent of that name
  void (answer.ok && answer.intent === "comment-posted");
}

export function picksOneFormsAnswer(answer: PageAnswer<typeof commentIntents> | undefined): void {
  const liked = answerFor(answer, "comment-like");
  if (liked?.ok) {
    const count: number = liked.data.quantity;
    void count;
    // @ts-expect-error a like's answer is not a comment
    void liked.data.comment;
  }
  // @ts-expect-error a typo in the intent is caught
  void answerFor(answer, "comment-likes");
}

export function passesTheRoutesAnswerDown(
  model: ActionData<typeof modelClientAction>,
  article: ActionData<typeof articleAction>,
  created: ReturnType<typeof useFetcher<typeof newModelClientAction>>["data"],
): void {
  const forComments: PageAnswer<typeof commentIntents> | undefined = model;
  const alsoForComments: PageAnswer<typeof commentIntents> | undefined = article;
  const anyForm: ActionAnswer | undefined = created;
  void [forComments, alsoForComments, anyForm];
  // @ts-expect-error the model page answers other forms too, not the comment form alone
  const onlyComments: AnswerOf<Pick<typeof commentIntents, "comment-post">> | undefined = model;
  void onlyComments;
}
