import { countNoun } from "#app/lib/plural.ts";
import { useEffect, useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { INTENT_FIELD } from "#app/lib/action-answer.ts";
import type { SessionUser } from "#features/account/index.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { COMMENT_MESSAGES, LIKE_TOOLTIP_MS, LIKERS_LISTED, type CommentItem, type LikeResult } from "../model.ts";
import type { CommentFormAnswer } from "../answers.ts";
import * as styles from "./comment-card.css.ts";
import { HeartIcon } from "./icons.tsx";

/** The comment as a like's answer leaves it for the viewer, until the loader reads it again. */
export function withLike(comment: CommentItem, login: string, { quantity, liked }: LikeResult): CommentItem {
  const others = comment.likes.users.filter((user) => user !== login);
  const users = liked ? [...others, login].sort() : others;
  return { ...comment, likedByMe: liked, likes: { quantity, likedByMe: liked, users: users.slice(0, LIKERS_LISTED) } };
}

export function LikeButton({
  comment,
  viewer,
  fetcher,
  refusedWithoutScript,
}: {
  comment: CommentItem;
  viewer: SessionUser | null;
  fetcher: FetcherWithComponents<CommentFormAnswer<"comment-like">>;
  refusedWithoutScript: boolean;
}) {
  const [tooltipShown, setTooltipShown] = useState(refusedWithoutScript ? 1 : 0);
  const tooltip = tooltipShown > 0;
  const tooltipId = useId();
  const pending = fetcher.state !== "idle";
  const showTooltip = () => setTooltipShown((times) => times + 1);
  useEffect(() => {
    if (tooltipShown === 0) return;
    const timer = setTimeout(() => setTooltipShown(0), LIKE_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [tooltipShown]);
  // The session ended in the meantime: the server answers as it would a guest.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.ok === false && fetcher.data.status === 401) showTooltip();
  }

  const { quantity, users } = comment.likes;
  return (
    <fetcher.Form
      method="post"
      className={styles.likeWrap}
      onSubmit={(event) => {
        if (viewer && !pending) return;
        event.preventDefault();
        if (!viewer) showTooltip();
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value="comment-like" />
      <input type="hidden" name="id" value={comment.id} />
      <button
        type="submit"
        className={styles.like}
        aria-pressed={viewer ? comment.likedByMe : undefined}
        aria-describedby={tooltip ? tooltipId : undefined}
        aria-busy={pending}
        title={users.length > 0 ? likersTitle(users, quantity) : undefined}
      >
        <HeartIcon filled={viewer !== null && comment.likedByMe} />
        {/* Named "Polub komentarz, polubienia: 3": the name holds the visible count (WCAG 2.5.3). */}
        <span className={visuallyHidden}>Polub komentarz, polubienia:</span> {quantity}
      </button>
      {/* Always present, so screen readers announce the text when it appears. */}
      <span role="status">
        {tooltip ? (
          <span id={tooltipId} className={styles.tooltip}>
            {COMMENT_MESSAGES.likeNeedsLogin}
          </span>
        ) : null}
      </span>
    </fetcher.Form>
  );
}

// Not in NOUNS: plural.ts rides in the home page's bundle, which has no bytes to spare; this file does not.
const OTHER_PEOPLE = { one: "inna osoba", few: "inne osoby", many: "innych osób", other: "innej osoby" };

export function likersTitle(users: readonly string[], quantity: number): string {
  const others = quantity - users.length;
  return `Polubili: ${users.join(", ")}${others > 0 ? ` i ${countNoun(others, OTHER_PEOPLE)}` : ""}`;
}
