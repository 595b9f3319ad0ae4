import { useApiSubmit, type ApiResult } from "#app/lib/api-client.ts";
import { commentsApiPath, type CommentItem, type LikeResult } from "../model.ts";

export interface CommentActions {
  edit: (text: string) => Promise<ApiResult<{ comment: CommentItem }>>;
  remove: () => Promise<ApiResult<null>>;
  like: () => Promise<ApiResult<LikeResult>>;
  deleting: boolean;
  /** The edited comment as the server answered it, until the page's loader has read the thread again. */
  edited: CommentItem | undefined;
}

/** One comment's edit, delete and like, each through a fetcher of its own so they never cut each other off. */
export function useCommentActions(section: string, id: number): CommentActions {
  const url = `${commentsApiPath(section)}/${id}`;
  const edit = useApiSubmit<{ comment: CommentItem }>();
  const remove = useApiSubmit<null>();
  const like = useApiSubmit<LikeResult>();
  return {
    edit: (text) => edit.send(url, "PATCH", { comment: text }),
    remove: () => remove.send(url, "DELETE"),
    like: () => like.send(`${url}/like`, "POST"),
    deleting: remove.busy,
    edited: edit.refreshing && edit.answer?.ok ? edit.answer.data.comment : undefined,
  };
}
