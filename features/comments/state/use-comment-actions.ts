import { useFetcher } from "react-router";
import { answerFor } from "#app/lib/action-answer.ts";
import type { CommentAnswer, CommentFormAnswer } from "../answers.ts";

/** A fetcher per action, so they never cut each other off. */
export function useCommentActions(id: number, pageAnswer: CommentAnswer | undefined) {
  const edit = useFetcher<CommentFormAnswer<"comment-edit">>();
  const remove = useFetcher<CommentFormAnswer<"comment-delete">>();
  const like = useFetcher<CommentFormAnswer<"comment-like">>();
  const approve = useFetcher<CommentFormAnswer<"comment-approve">>();
  const page = answerFor(pageAnswer, ["comment-edit", "comment-delete", "comment-like", "comment-approve"]);
  const refused = page && !page.ok && page.values.id === String(id) ? page : undefined;
  return { edit, remove, like, approve, refused };
}
