import { useEffect, useState } from "react";
import { useFetcher, useFetchers, useRevalidator } from "react-router";
import { useApiSubmit, type ApiResult } from "#app/lib/api-client.ts";
import {
  COMMENT_MESSAGES,
  COMMENT_PAGE_DEFAULT,
  COMMENT_PAGE_MAX,
  commentIdFromHash,
  commentsApiPath,
  VISIBLE_COMMENTS,
  type CommentItem,
  type CommentList,
  type CommentsInitial,
} from "../model.ts";

export type ThreadStatus = "ready" | "loading" | "error";

export interface NewCommentInput {
  comment: string;
  login?: string;
  website?: string;
}

export interface CommentThread {
  /** What has been read of the thread, oldest first: the newest page and any older pages loaded since. */
  comments: CommentItem[];
  /** Comments the reader may see in the whole thread. */
  total: number;
  /** Older comments the server has and the list lacks. */
  hasMore: boolean;
  status: ThreadStatus;
  /** Whether `comments` comes from a load that succeeded (false while the very first load failed or runs). */
  loaded: boolean;
  loadingOlder: boolean;
  olderError: string | undefined;
  /** The permalinked comment once it is in the list (older pages are read until it is). */
  target: number | undefined;
  reload: () => void;
  loadOlder: () => void;
  add: (input: NewCommentInput) => Promise<ApiResult<{ comment: CommentItem; held?: boolean }>>;
  /** A card's edit or like, so a comment from an older page shows it without reading the page again. */
  replace: (comment: CommentItem) => void;
  forget: (id: number) => void;
}

function threadOrder(a: CommentItem, b: CommentItem): number {
  return a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;
}

/** Later lists win: the newest page from the loader is fresher than an older page read before it. */
function mergeThread(...lists: readonly CommentItem[][]): CommentItem[] {
  const byId = new Map<number, CommentItem>();
  for (const list of lists) for (const comment of list) byId.set(comment.id, comment);
  return [...byId.values()].sort(threadOrder);
}

/**
 * The newest comments come with the page's loader and are revalidated after each change; older ones are read a page
 * at a time through a fetcher and kept. Without a loader's list the block reads its own newest page.
 */
export function useCommentThread(section: string, initial: CommentsInitial | undefined): CommentThread {
  const url = commentsApiPath(section);
  const revalidator = useRevalidator();
  const first = useFetcher<ApiResult<CommentList>>();
  const older = useFetcher<ApiResult<CommentList>>();
  const { send } = useApiSubmit<{ comment: CommentItem; held?: boolean }>();
  const [olderPages, setOlderPages] = useState<{ comments: CommentItem[]; hasMore?: boolean }>({ comments: [] });
  const [local, setLocal] = useState<CommentItem[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [seeking, setSeeking] = useState<number | undefined>(undefined);
  const [target, setTarget] = useState<number | undefined>(undefined);
  // Any change to this thread (a post here, an edit or like in a card) shows the refresh while loaders revalidate.
  const refreshing = useFetchers().some(
    ({ state, formAction }) =>
      state === "loading" && (formAction === url || formAction?.startsWith(`${url}/`) === true),
  );

  const ownList = initial === undefined;
  const { load: loadFirst } = first;
  useEffect(() => {
    if (ownList) void loadFirst(`${url}?limit=${VISIBLE_COMMENTS}`);
  }, [ownList, loadFirst, url]);

  // Each older page is kept once it arrives (adjusted while rendering, as React advises for derived state).
  const olderAnswer = older.data;
  const [keptAnswer, setKeptAnswer] = useState(olderAnswer);
  if (olderAnswer !== keptAnswer) {
    setKeptAnswer(olderAnswer);
    if (olderAnswer?.ok) {
      const page = olderAnswer.data;
      setOlderPages((previous) => ({ comments: mergeThread(previous.comments, page.comments), hasMore: page.hasMore }));
    }
  }

  const firstAnswer = first.data?.ok ? first.data.data : undefined;
  const head: CommentsInitial | undefined = initial ?? firstAnswer;
  // A deleted comment leaves the kept pages at once; the newest page shows the loader's answer when it comes.
  const kept = (list: CommentItem[]) => list.filter((comment) => !removed.has(comment.id));
  const comments = mergeThread(kept(olderPages.comments), kept(local), head?.comments ?? []);
  const loaded = initial ? !initial.error : firstAnswer !== undefined;
  const failed = initial ? Boolean(initial.error) : first.data !== undefined && !first.data.ok;
  const busy =
    refreshing || (initial ? revalidator.state === "loading" : first.state !== "idle" || first.data === undefined);
  const hasMore = olderPages.hasMore ?? head?.hasMore ?? false;
  // The server's count: an author's own held comment, kept only in this block, is not part of the thread yet.
  const total = head?.total ?? head?.comments.length ?? 0;
  const formToken = head?.formToken;

  const { load: loadPage, state: olderState } = older;
  const oldestId = comments[0]?.id;
  const olderPage = (limit: number) => `${url}?limit=${limit}&before=${oldestId ?? 0}`;
  // A permalink (#komentarz-<id>) to a comment older than the first page: read older pages until it is there.
  useEffect(() => {
    const follow = () => setSeeking(commentIdFromHash(window.location.hash));
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const olderFailed = olderAnswer !== undefined && !olderAnswer.ok;
  const searchable = seeking !== undefined && loaded && olderState === "idle";
  const found = searchable && comments.some((comment) => comment.id === seeking);
  const readMore = searchable && !found && hasMore && !olderFailed;
  if (found) {
    setTarget(seeking);
    setSeeking(undefined);
  } else if (searchable && !readMore) {
    setSeeking(undefined);
  }
  const seekPage = readMore ? olderPage(COMMENT_PAGE_MAX) : undefined;
  useEffect(() => {
    if (seekPage) void loadPage(seekPage);
  }, [seekPage, loadPage]);

  return {
    comments,
    total,
    hasMore,
    loaded,
    loadingOlder: olderState !== "idle",
    olderError: olderAnswer && !olderAnswer.ok ? olderAnswer.error : undefined,
    target,
    status: busy ? "loading" : failed ? "error" : "ready",
    reload: () => void (ownList ? loadFirst(`${url}?limit=${VISIBLE_COMMENTS}`) : revalidator.revalidate()),
    loadOlder: () => {
      if (oldestId !== undefined) void loadPage(olderPage(COMMENT_PAGE_DEFAULT));
    },
    add: async (input) => {
      const result = await send(url, "POST", formToken ? { ...input, formToken } : { ...input });
      // Only the author is ever sent a held comment: it stays in their list until the page is left.
      if (result.ok && result.data.held) setLocal((list) => mergeThread(list, [result.data.comment]));
      // A token from a page left open over a day: the next try gets a fresh one from the revalidated loader.
      if (!result.ok && result.error === COMMENT_MESSAGES.formTokenInvalid) revalidator.revalidate();
      return result;
    },
    replace: (comment) => {
      setOlderPages((pages) => ({
        ...pages,
        comments: pages.comments.map((c) => (c.id === comment.id ? comment : c)),
      }));
      setLocal((list) => list.map((c) => (c.id === comment.id ? comment : c)));
    },
    forget: (id) => setRemoved((ids) => new Set(ids).add(id)),
  };
}
