import { useEffect } from "react";
import { useFetcher, useFetchers, useRevalidator } from "react-router";
import { useApiSubmit, type ApiResult } from "#app/lib/api-client.ts";
import { commentsApiPath, type CommentItem, type CommentList, type CommentsInitial } from "../model.ts";

export type ThreadStatus = "ready" | "loading" | "error";

export interface CommentThread {
  comments: CommentItem[];
  status: ThreadStatus;
  /** Whether `comments` comes from a load that succeeded (false while the very first load failed or runs). */
  loaded: boolean;
  reload: () => void;
  add: (input: { comment: string; login?: string }) => Promise<ApiResult<unknown>>;
}

/** Shown from the page's loader, revalidated after each change; without a loader's list it loads its own. */
export function useCommentThread(section: string, initial: CommentsInitial | undefined): CommentThread {
  const url = commentsApiPath(section);
  const revalidator = useRevalidator();
  const list = useFetcher<ApiResult<CommentList>>();
  const { send } = useApiSubmit<{ comment: CommentItem }>();
  // Any change to this thread (a post here, an edit or like in a card) shows the refresh while loaders revalidate.
  const refreshing = useFetchers().some(
    ({ state, formAction }) =>
      state === "loading" && (formAction === url || formAction?.startsWith(`${url}/`) === true),
  );

  const ownList = initial === undefined;
  const { load } = list;
  useEffect(() => {
    if (ownList) void load(url);
  }, [ownList, load, url]);

  const loadedList = list.data?.ok ? list.data.data.comments : undefined;
  const comments = initial ? initial.comments : (loadedList ?? []);
  const loaded = initial ? !initial.error : loadedList !== undefined;
  const failed = initial ? Boolean(initial.error) : list.data !== undefined && !list.data.ok;
  const busy =
    refreshing || (initial ? revalidator.state === "loading" : list.state !== "idle" || list.data === undefined);

  return {
    comments,
    loaded,
    status: busy ? "loading" : failed ? "error" : "ready",
    reload: () => void (ownList ? load(url) : revalidator.revalidate()),
    add: (input) => send(url, "POST", input),
  };
}
