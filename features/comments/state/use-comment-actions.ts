import { useActionData, useFetcher } from "react-router";
import { answerFor, type ActionAnswer } from "#app/lib/action-answer.ts";
import type { CommentItem, LikeResult } from "../model.ts";

/** A fetcher per action, so they never cut each other off. */
export function useCommentActions(id: number) {
  const edit = useFetcher<ActionAnswer<{ comment: CommentItem }>>();
  const remove = useFetcher<ActionAnswer<{ id: number }>>();
  const like = useFetcher<ActionAnswer<LikeResult>>();
  const page = answerFor(useActionData(), ["comment-edit", "comment-delete", "comment-like"]);
  const refused = page && !page.ok && page.values.id === String(id) ? page : undefined;
  return { edit, remove, like, refused };
}
