import { useEffect, useState } from "react";
import { COMMENT_PAGE_MAX, commentIdFromHash, type CommentItem } from "../model.ts";

export function usePermalinkTarget(
  comments: readonly CommentItem[],
  idle: boolean,
  olderLeft: boolean,
  readOlder: (limit: number) => void,
): number | undefined {
  const [seeking, setSeeking] = useState<number>();
  const [target, setTarget] = useState<number>();
  useEffect(() => {
    const follow = () => setSeeking(commentIdFromHash(window.location.hash));
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const searchable = seeking !== undefined && idle;
  const found = searchable && comments.some((comment) => comment.id === seeking);
  const readMore = searchable && !found && olderLeft;
  if (found) setTarget(seeking);
  if (found || (searchable && !readMore)) setSeeking(undefined);
  const oldest = readMore ? comments[0]?.id : undefined;
  useEffect(() => {
    if (oldest !== undefined) readOlder(COMMENT_PAGE_MAX);
  }, [oldest]); // eslint-disable-line react-hooks/exhaustive-deps -- once per oldest comment shown
  return target;
}
