import { useEffect } from "react";
import { useFetcher, useFetchers, useRevalidator } from "react-router";
import { useApiSubmit, type ApiResult } from "#app/lib/api-client.ts";
import { commentsApiPath, type CommentItem, type CommentList, type CommentsInitial } from "../model.ts";

/** `loading`: a (re)load is under way; `error`: the last load failed. */
export type ThreadStatus = "ready" | "loading" | "error";

export interface CommentThread {
  comments: CommentItem[];
  status: ThreadStatus;
  /** Whether `comments` comes from a load that succeeded (false while the very first load failed or runs). */
  loaded: boolean;
  reload: () => void;
  add: (input: { comment: string; login?: string }) => Promise<ApiResult<unknown>>;
}

/**
 * A section's thread in the browser. The page's loader is the source: what it read is shown as it is, and every
 * change goes through a fetcher, after which React Router revalidates the loader. Without a loader's list (a
 * story, an embed) the block loads it from the API itself.
 */
export function useCommentThread(section: string, initial: CommentsInitial | undefined): CommentThread {
  const url = commentsApiPath(section);
  const revalidator = useRevalidator();
  const list = useFetcher<ApiResult<CommentList>>();
  const { send, refreshing } = useApiSubmit<{ comment: CommentItem }>();
  // A change made in a comment card revalidates the page too; the block shows the same refresh for it.
  const cardRefreshing = useFetchers().some(
    (fetcher) => fetcher.state === "loading" && fetcher.formAction?.startsWith(`${url}/`) === true,
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
    refreshing ||
    cardRefreshing ||
    (initial ? revalidator.state === "loading" : list.state !== "idle" || list.data === undefined);

  return {
    comments,
    loaded,
    status: busy ? "loading" : failed ? "error" : "ready",
    reload: () => void (ownList ? load(url) : revalidator.revalidate()),
    add: (input) => send(url, "POST", input),
  };
}
