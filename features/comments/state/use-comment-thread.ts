import { useEffect, useState } from "react";
import { href, useFetcher, useFetchers, useRevalidator } from "react-router";
import { answerFor } from "#app/lib/action-answer.ts";
import { useApiRead, type ApiRead } from "#app/lib/use-api-read.ts";
import type { CommentAnswer, CommentFormAnswer } from "../answers.ts";
import { COMMENT_MESSAGES, COMMENT_PAGE_DEFAULT, mergeThread, VISIBLE_COMMENTS } from "../model.ts";
import type { CommentItem, CommentList, CommentsInitial } from "../model.ts";
import { usePermalinkTarget } from "./use-permalink-target.ts";

export type Posted = CommentFormAnswer<"comment-post">;
type Read = ApiRead<CommentList>;

const listOf = (read: Read | undefined) => (read && "comments" in read ? read : undefined);

export function useCommentThread(
  section: string,
  initial: CommentsInitial | undefined,
  pageAnswer: CommentAnswer | undefined,
) {
  const api = href("/api/comments/:section", { section });
  const revalidator = useRevalidator();
  const post = useFetcher<Posted>({ key: `comment-post-${section}` });
  const first = useApiRead<CommentList>();
  const older = useApiRead<CommentList>();
  const [kept, setKept] = useState<{ from?: Read; comments: CommentItem[]; hasMore?: boolean }>({ comments: [] });
  const page = listOf(older.data);
  if (older.data !== kept.from)
    setKept({
      from: older.data,
      comments: mergeThread(kept.comments, page?.comments ?? []),
      hasMore: page?.hasMore ?? kept.hasMore,
    });
  // Two reads, not one of `post.data ?? pageAnswer`: that union would fold this form's typed answer into any other's.
  const posted = post.data ?? answerFor(pageAnswer, "comment-post");
  // Only the author is ever sent a held comment: each one stays in their list until the page is left.
  const [held, setHeld] = useState<{ from?: Posted; comments: CommentItem[] }>({ comments: [] });
  if (posted !== held.from)
    setHeld({
      from: posted,
      comments: posted?.ok && posted.data.held ? mergeThread(held.comments, [posted.data.comment]) : held.comments,
    });
  const ownList = initial === undefined;
  const { load } = first;
  useEffect(() => void (ownList && load(`${api}?limit=${VISIBLE_COMMENTS}`)), [ownList, load, api]);
  // A token from a page left open over a day: the next try gets a fresh one from the revalidated loader.
  const stale = posted?.ok === false && posted.error === COMMENT_MESSAGES.formTokenInvalid ? post.data : undefined;
  useEffect(() => void (stale && revalidator.revalidate()), [stale]); // eslint-disable-line react-hooks/exhaustive-deps

  const head = initial ?? listOf(first.data);
  const comments = mergeThread(kept.comments, held.comments, head?.comments ?? []);
  const loaded = initial ? !initial.error : head !== undefined;
  const failed = initial ? Boolean(initial.error) : first.data !== undefined && !head;
  const thisThread = useFetchers().some(
    (f) => f.state === "loading" && /^comment-/.test(String(f.formData?.get("intent"))),
  );
  const busy =
    thisThread || revalidator.state === "loading" || (ownList && first.data === undefined) || first.state !== "idle";
  const hasMore = kept.hasMore ?? head?.hasMore ?? false;
  const olderPage = (limit: number) => `${api}?limit=${limit}&before=${comments[0]?.id ?? 0}`;
  const olderError = older.data && !page && "error" in older.data ? older.data.error : undefined;
  const target = usePermalinkTarget(comments, loaded && older.state === "idle", hasMore && !olderError, (limit) =>
    older.load(olderPage(limit)),
  );

  return {
    comments,
    total: head?.total ?? head?.comments.length ?? 0,
    hasMore,
    loaded,
    target,
    post,
    posted,
    formToken: head?.formToken,
    loadingOlder: older.state !== "idle",
    olderError,
    status: busy ? "loading" : failed ? "error" : "ready",
    reload: () => void (ownList ? load(`${api}?limit=${VISIBLE_COMMENTS}`) : revalidator.revalidate()),
    loadOlder: () => void older.load(olderPage(COMMENT_PAGE_DEFAULT)),
  } as const;
}
