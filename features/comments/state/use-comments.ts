import { useCallback, useEffect, useRef, useState } from "react";
import type { SessionUser } from "#features/account/index.ts";
import type { CommentItem, CommentsInitial } from "../model.ts";
import {
  fetchComments,
  likeComment,
  patchComment,
  postComment,
  removeComment,
  type ApiResult,
} from "./comments-api.ts";

/** `loading`: a (re)load is under way; `error`: the last load failed. */
export type ThreadStatus = "ready" | "loading" | "error";

export interface CommentsThread {
  comments: CommentItem[];
  status: ThreadStatus;
  /** Whether `comments` comes from a load that succeeded (false while the very first load failed or runs). */
  loaded: boolean;
  /** The comment being deleted: it shows a spinner until the list reloads. */
  deletingId: number | null;
  reload: () => Promise<void>;
  add: (input: { comment: string; login?: string }) => Promise<ApiResult<unknown>>;
  edit: (id: number, comment: string) => Promise<ApiResult<unknown>>;
  remove: (id: number) => Promise<ApiResult<unknown>>;
  like: (id: number) => Promise<ApiResult<unknown>>;
}

/**
 * A section's thread in the browser: starts from the server-rendered list (no spinner on first paint),
 * reloads after every change, and loads on mount only when the page gave no list.
 */
export function useComments(
  section: string,
  initial: CommentsInitial | undefined,
  viewer: SessionUser | null,
): CommentsThread {
  const [comments, setComments] = useState<CommentItem[]>(initial?.comments ?? []);
  const [status, setStatus] = useState<ThreadStatus>(initial ? (initial.error ? "error" : "ready") : "loading");
  const [loaded, setLoaded] = useState(initial ? !initial.error : false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Fresh loader data (after login, logout or navigation) replaces what the block shows.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    if (initial) {
      setComments(initial.comments);
      setStatus(initial.error ? "error" : "ready");
      setLoaded(!initial.error);
    }
  }

  // Only the newest load may write the list, so a slow answer never overwrites a fresher one.
  const latest = useRef(0);
  const apply = useCallback((ticket: number, result: Awaited<ReturnType<typeof fetchComments>>) => {
    if (ticket !== latest.current) return;
    if (result.ok) {
      setComments(result.data.comments);
      setLoaded(true);
      setStatus("ready");
    } else {
      setStatus("error");
    }
  }, []);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setStatus("loading");
    apply(ticket, await fetchComments(section));
  }, [section, apply]);

  // Without a server-rendered list the block starts in `loading` and fetches once hydrated.
  const hasInitial = initial !== undefined;
  useEffect(() => {
    if (hasInitial) return;
    const ticket = ++latest.current;
    void fetchComments(section).then((result) => apply(ticket, result));
  }, [hasInitial, section, apply]);

  const add = useCallback(
    async (input: { comment: string; login?: string }) => {
      const result = await postComment(section, input);
      if (result.ok) void reload();
      return result;
    },
    [section, reload],
  );

  const edit = useCallback(
    async (id: number, comment: string) => {
      const result = await patchComment(section, id, comment);
      if (result.ok) {
        const updated = result.data.comment;
        // The answer already holds the new text; the reload then brings everyone else's changes.
        if (updated) setComments((current) => current.map((item) => (item.id === id ? updated : item)));
        void reload();
      }
      return result;
    },
    [section, reload],
  );

  const remove = useCallback(
    async (id: number) => {
      setDeletingId(id);
      const result = await removeComment(section, id);
      if (result.ok) {
        await reload();
        // Gone on the server even when the reload failed.
        setComments((current) => current.filter((item) => item.id !== id));
      }
      setDeletingId(null);
      return result;
    },
    [section, reload],
  );

  const login = viewer?.login;
  const like = useCallback(
    async (id: number) => {
      const result = await likeComment(section, id);
      if (result.ok && login) {
        const { quantity, liked } = result.data;
        setComments((current) =>
          current.map((comment) => {
            if (comment.id !== id) return comment;
            const others = comment.likes.users.filter((user) => user !== login);
            return {
              ...comment,
              likedByMe: liked,
              likes: { quantity, users: liked ? [...others, login].sort() : others },
            };
          }),
        );
      }
      return result;
    },
    [section, login],
  );

  return { comments, status, loaded, deletingId, reload, add, edit, remove, like };
}
