import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { SessionUser } from "#features/account/index.ts";
import { Section } from "#app/ui/section/section.tsx";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { addressTargets } from "#app/ui/on-demand/address-target.ts";
import {
  commentAnchor,
  COMMENT_FORM_ANCHOR,
  COMMENT_MESSAGES,
  OLDER_COMMENTS_PARAM,
  visibleComments,
  type CommentsInitial,
} from "../model.ts";
import type { CommentAnswer } from "../answers.ts";
import { useCommentThread } from "../state/use-comment-thread.ts";
import * as buttons from "./buttons.css.ts";
import { CommentCard } from "./comment-card.tsx";
import { CommentForm } from "./comment-form.tsx";
import * as styles from "./comments.css.ts";

export interface CommentsProps {
  section: string;
  initial?: CommentsInitial;
  viewer: SessionUser | null;
  defaultOpen?: boolean;
  /** The page's answer to a form posted without JavaScript. */
  answer?: CommentAnswer;
}

export function Comments(props: CommentsProps) {
  // Another page's thread starts afresh: form, edit and expansion do not carry over.
  return <Thread key={props.section} {...props} />;
}

function Thread({ section, initial, viewer, defaultOpen, answer: pageAnswer }: CommentsProps) {
  const thread = useCommentThread(section, initial, pageAnswer);
  const { comments, status, loaded, total, hasMore, target, posted } = thread;
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(initial?.expanded === true);
  // A form the server drew and a link opened before the code came stays open.
  const [formOpen, setFormOpen] = useState(() => addressTargets(COMMENT_FORM_ANCHOR));
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);

  const shown = visibleComments(comments, expanded || target !== undefined);
  const hiddenCount = comments.length - shown.length;
  const firstLoad = status === "loading" && !loaded;

  // The permalinked comment, once read: open the block, scroll it under the sticky header and mark it.
  useEffect(() => {
    if (target === undefined) return;
    // After the section's own effect has opened it: a hidden element cannot be scrolled to.
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(commentAnchor(target));
      card?.scrollIntoView({ block: "start" });
      card?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  // Counts the closings: after each, the add button takes the focus back once it is rendered again.
  const [closings, setClosings] = useState(0);
  const closeForm = (message: string) => {
    setFormOpen(false);
    setAnnouncement(message);
    setClosings((count) => count + 1);
  };
  useLayoutEffect(() => {
    if (closings > 0) addButton.current?.focus();
  }, [closings]);
  const answer = thread.post.data;
  const [answered, setAnswered] = useState(answer);
  if (answer !== answered) {
    setAnswered(answer);
    if (answer?.ok) closeForm(answer.data.held ? COMMENT_MESSAGES.held : "Komentarz został dodany");
  }

  return (
    <Section
      title="Komentarze"
      count={loaded ? total : undefined}
      id="komentarze"
      defaultOpen={defaultOpen}
      forceOpen={target !== undefined}
    >
      <div className={styles.root}>
        {firstLoad ? (
          <div className={styles.firstLoad}>
            <Spinner label="Wczytywanie komentarzy…" />
          </div>
        ) : null}
        {status === "error" ? (
          <div className={styles.loadError} role="alert">
            <p className={styles.loadErrorText}>Nie udało się wczytać komentarzy.</p>
            <button type="button" className={buttons.secondary} onClick={thread.reload}>
              Spróbuj ponownie
            </button>
          </div>
        ) : null}
        {loaded && comments.length === 0 ? <p className={styles.empty}>Brak komentarzy</p> : null}
        {loaded && (hiddenCount > 0 || hasMore) ? (
          <div className={styles.older}>
            {hydrated ? (
              <button
                type="button"
                className={`${buttons.secondary} ${styles.showRest}`}
                aria-disabled={thread.loadingOlder}
                onClick={() => {
                  if (thread.loadingOlder) return;
                  // Focus moves to the oldest comment shown, where reading continues.
                  flushSync(() => setExpanded(true));
                  if (hiddenCount > 0) list.current?.querySelector<HTMLElement>("article")?.focus();
                  else thread.loadOlder();
                }}
              >
                Pokaż resztę komentarzy
              </button>
            ) : (
              <a
                className={`${buttons.secondary} ${styles.showRest}`}
                href={`?${OLDER_COMMENTS_PARAM}=wszystkie#komentarze`}
              >
                Pokaż resztę komentarzy
              </a>
            )}
            {thread.loadingOlder ? <Spinner label="Wczytywanie starszych komentarzy…" /> : null}
            {thread.olderError ? (
              <p role="alert" className={styles.loadErrorText}>
                {thread.olderError}
              </p>
            ) : null}
          </div>
        ) : null}
        {loaded && comments.length > 0 ? (
          <ol ref={list} className={styles.list} aria-busy={status === "loading"}>
            {shown.map((comment) => (
              <li key={comment.id}>
                <CommentCard
                  comment={comment}
                  viewer={viewer}
                  highlighted={comment.id === target}
                  pageAnswer={pageAnswer}
                />
              </li>
            ))}
          </ol>
        ) : null}
        {formOpen || !hydrated ? (
          <div id={COMMENT_FORM_ANCHOR} className={hydrated || posted?.ok === false ? undefined : styles.untilTargeted}>
            <CommentForm
              viewer={viewer}
              fetcher={thread.post}
              answer={posted}
              formToken={thread.formToken}
              onCancel={() => closeForm("")}
            />
          </div>
        ) : null}
        <div className={styles.toolbar}>
          {loaded && !hydrated && posted?.ok !== false ? (
            <a className={buttons.primary} href={`#${COMMENT_FORM_ANCHOR}`}>
              {comments.length === 0 ? "Skomentuj jako pierwszy" : "Dodaj swój komentarz"}
            </a>
          ) : null}
          {loaded && hydrated && !formOpen ? (
            <button
              ref={addButton}
              type="button"
              className={buttons.primary}
              onClick={() => {
                setAnnouncement("");
                setFormOpen(true);
              }}
            >
              {comments.length === 0 ? "Skomentuj jako pierwszy" : "Dodaj swój komentarz"}
            </button>
          ) : null}
          {status === "loading" && loaded ? <Spinner label="Odświeżanie komentarzy…" /> : null}
        </div>
        <p role="status" className={visuallyHidden}>
          {announcement}
        </p>
      </div>
    </Section>
  );
}
