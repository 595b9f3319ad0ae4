import { useId, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { INTENT_FIELD } from "#app/lib/action-answer.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { addressTargets } from "#app/ui/on-demand/address-target.ts";
import type { SessionUser } from "#features/account/index.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import {
  authorKind,
  COMMENT_MESSAGES,
  formatCommentDate,
  commentAnchor,
  deleteAnchor,
  editAnchor,
  type CommentItem,
} from "../model.ts";
import type { CommentAnswer } from "../answers.ts";
import { useCommentActions } from "../state/use-comment-actions.ts";
import * as buttons from "./buttons.css.ts";
import * as styles from "./comment-card.css.ts";
import * as cardStyles from "./comments.css.ts";
import { CommentEditForm } from "./comment-edit-form.tsx";
import { CopyLinkButton } from "./copy-link-button.tsx";
import { LikeButton, withLike } from "./like-button.tsx";
import { GuestIcon, PencilIcon, TrashIcon } from "./icons.tsx";

export interface CommentCardProps {
  comment: CommentItem;
  viewer: SessionUser | null;
  highlighted?: boolean;
  /** The page's answer to a form posted without JavaScript: a refusal naming this comment shows on it. */
  pageAnswer?: CommentAnswer;
}

export function CommentCard({ comment: fromLoader, viewer, highlighted = false, pageAnswer }: CommentCardProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { edit, remove, like, approve, refused } = useCommentActions(fromLoader.id, pageAnswer);
  const edited = edit.data?.ok ? edit.data.data.comment : undefined;
  // An edit's answer until the loader has the same or a later text (an older page's comment is not read again).
  const text =
    edited && (edited.updatedAt ?? "") >= (fromLoader.updatedAt ?? "")
      ? { comment: edited.comment, updatedAt: edited.updatedAt }
      : {};
  const liked = like.data?.ok && viewer ? like.data.data : undefined;
  const comment = liked ? withLike({ ...fromLoader, ...text }, viewer!.login, liked) : { ...fromLoader, ...text };
  const deleting = remove.state !== "idle";
  const kind = authorKind(comment);
  // The server decides for real; this only hides buttons that would be refused.
  const canEdit = viewer !== null && comment.registered && comment.login === viewer.login;
  const canDelete = viewer?.admin === true;
  const held = comment.held && !approve.data?.ok;
  const refusedEdit = refused?.intent === "comment-edit";
  // What a link opened before the code came (the `:target` style showed it) stays open once it has.
  const [editingState, setEditing] = useState(
    () => refusedEdit || (canEdit && addressTargets(editAnchor(fromLoader.id))),
  );
  const [confirmingState, setConfirming] = useState(() => canDelete && addressTargets(deleteAnchor(fromLoader.id)));
  // Until hydrated, the markup is the server's: the address's state shows through `:target`.
  const editing = editingState && (hydrated || refusedEdit);
  const confirming = confirmingState && hydrated;
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const authorId = `${id}-autor`;
  const dateId = `${id}-data`;
  const anchor = commentAnchor(comment.id);
  const failure = [remove.data, like.data, approve.data, refused].find(
    (answer) => answer && !answer.ok && answer.intent !== "comment-edit" && answer.status !== 401,
  );

  const [closings, setClosings] = useState(0);
  const closeEditor = () => {
    setEditing(false);
    setClosings((count) => count + 1);
  };
  useLayoutEffect(() => {
    if (closings > 0) editButton.current?.focus();
  }, [closings]);
  const [editAnswer, setEditAnswer] = useState(edit.data);
  if (edit.data !== editAnswer) {
    setEditAnswer(edit.data);
    if (edit.data?.ok) closeEditor();
  }
  const [removeAnswer, setRemoveAnswer] = useState(remove.data);
  if (remove.data !== removeAnswer) {
    setRemoveAnswer(remove.data);
    if (remove.data && !remove.data.ok) setConfirming(false);
  }

  if (remove.data?.ok && !deleting) return null;
  return (
    <article
      id={anchor}
      className={`${styles.root} ${highlighted ? styles.highlighted : ""} ${held ? styles.held : ""}`}
      aria-labelledby={`${authorId} ${dateId}`}
      aria-busy={deleting}
      tabIndex={-1}
      data-comment-id={comment.id}
    >
      <span className={styles.avatar[kind]} aria-hidden="true">
        {kind === "guest" ? <GuestIcon size={22} /> : initialOf(comment.login)}
      </span>
      <div className={styles.main}>
        <header className={styles.header}>
          <h3 id={authorId} className={styles.author}>
            {comment.login}
          </h3>
          {comment.admin ? <span className={styles.badge}>Admin</span> : null}
          <span id={dateId} className={styles.date}>
            <a className={styles.permalink} href={`#${anchor}`}>
              <time dateTime={comment.createdAt}>{formatCommentDate(comment.createdAt)}</time>
            </a>
          </span>
          {comment.updatedAt ? (
            <span className={styles.date}>
              (edytowano <time dateTime={comment.updatedAt}>{formatCommentDate(comment.updatedAt)}</time>)
            </span>
          ) : null}
        </header>
        {held ? <p className={styles.heldNote}>{COMMENT_MESSAGES.held}</p> : null}
        {editing || (canEdit && !hydrated) ? (
          <div id={editAnchor(comment.id)} className={editing ? undefined : cardStyles.untilTargeted}>
            <CommentEditForm
              commentId={comment.id}
              fetcher={edit}
              initialText={refused?.intent === "comment-edit" ? (refused.values.comment ?? "") : comment.comment}
              pageError={refused?.intent === "comment-edit" ? refused.error : undefined}
              onCancel={closeEditor}
            />
          </div>
        ) : null}
        {editing ? null : (
          // React escapes text: comments are never interpreted as HTML.
          <p className={styles.text}>{comment.comment}</p>
        )}
        <div className={styles.actions}>
          <LikeButton
            comment={comment}
            viewer={viewer}
            fetcher={like}
            refusedWithoutScript={refused?.intent === "comment-like" && refused.status === 401}
          />
          <CopyLinkButton id={comment.id} />
          {canEdit && !editing ? (
            hydrated ? (
              <button ref={editButton} type="button" className={buttons.quiet} onClick={() => setEditing(true)}>
                <PencilIcon size={16} />
                edycja
              </button>
            ) : (
              <a className={buttons.quiet} href={`#${editAnchor(comment.id)}`}>
                <PencilIcon size={16} />
                edycja
              </a>
            )
          ) : null}
          {canDelete && held ? (
            <approve.Form method="post" className={styles.approve}>
              <input type="hidden" name={INTENT_FIELD} value="comment-approve" />
              <input type="hidden" name="id" value={comment.id} />
              <button
                type="submit"
                className={buttons.secondary}
                aria-label={`Zatwierdź komentarz użytkownika ${comment.login}`}
                aria-disabled={approve.state !== "idle" || undefined}
              >
                Zatwierdź
              </button>
            </approve.Form>
          ) : null}
          {canDelete && !confirming ? (
            hydrated ? (
              <button
                ref={deleteButton}
                type="button"
                className={buttons.quiet}
                aria-label={`Usuń komentarz użytkownika ${comment.login}`}
                onClick={() => setConfirming(true)}
                disabled={deleting}
              >
                <TrashIcon size={16} />
                usuń
              </button>
            ) : (
              <a
                className={buttons.quiet}
                href={`#${deleteAnchor(comment.id)}`}
                aria-label={`Usuń komentarz użytkownika ${comment.login}`}
              >
                <TrashIcon size={16} />
                usuń
              </a>
            )
          ) : null}
          {canDelete && (confirming || !hydrated) ? (
            <remove.Form
              method="post"
              id={deleteAnchor(comment.id)}
              className={`${styles.confirm} ${confirming ? "" : cardStyles.untilTargeted}`}
              role="group"
              aria-label="Potwierdzenie usunięcia"
              onSubmit={(event) => {
                if (deleting) event.preventDefault();
              }}
            >
              <input type="hidden" name={INTENT_FIELD} value="comment-delete" />
              <input type="hidden" name="id" value={comment.id} />
              Usunąć ten komentarz?
              <button
                type="submit"
                className={buttons.danger}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the question replaces the focused button
                autoFocus={confirming}
                aria-disabled={deleting}
              >
                Usuń
              </button>
              {hydrated ? (
                <button
                  type="button"
                  className={buttons.secondary}
                  aria-disabled={deleting}
                  onClick={() => {
                    if (deleting) return;
                    flushSync(() => setConfirming(false));
                    deleteButton.current?.focus();
                  }}
                >
                  Nie
                </button>
              ) : (
                <a className={buttons.secondary} href={`#${anchor}`}>
                  Nie
                </a>
              )}
            </remove.Form>
          ) : null}
        </div>
        {failure && !failure.ok ? (
          <p role="alert" className={styles.actionError}>
            {failure.error}
          </p>
        ) : null}
      </div>
      {deleting ? (
        <div className={styles.overlay}>
          <Spinner label="Usuwanie komentarza…" />
        </div>
      ) : null}
    </article>
  );
}

function initialOf(login: string): string {
  return (Array.from(login.trim())[0] ?? "?").toLocaleUpperCase("pl");
}
