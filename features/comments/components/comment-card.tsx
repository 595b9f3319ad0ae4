import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { SessionUser } from "#features/account/index.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import {
  authorKind,
  COMMENT_MAX,
  COMMENT_MESSAGES,
  commentTextIssue,
  formatCommentDate,
  commentAnchor,
  LIKE_TOOLTIP_MS,
  LIKERS_LISTED,
  type CommentItem,
  type LikeResult,
} from "../model.ts";
import type { ApiResult } from "#app/lib/api-client.ts";
import { useCommentActions } from "../state/use-comment-actions.ts";
import * as buttons from "./buttons.css.ts";
import * as styles from "./comment-card.css.ts";
import { GuestIcon, HeartIcon, LinkIcon, PencilIcon, TrashIcon } from "./icons.tsx";

export interface CommentCardProps {
  section: string;
  comment: CommentItem;
  viewer: SessionUser | null;
  /** The comment a permalink opened. */
  highlighted?: boolean;
  /** The server's answer to an edit or like, for a list that will not be read again. */
  onChanged?: (comment: CommentItem) => void;
  onRemoved?: (id: number) => void;
}

/** One comment: avatar, author (with the `Admin` badge), Polish date, the text as plain text, like, edit and delete. */
export function CommentCard({
  section,
  comment: fromLoader,
  viewer,
  highlighted = false,
  onChanged,
  onRemoved,
}: CommentCardProps) {
  const id = useId();
  const actions = useCommentActions(section, fromLoader.id);
  const comment = actions.edited ?? fromLoader;
  const deleting = actions.deleting;
  const kind = authorKind(comment);
  // The server decides for real; this only hides buttons that would be refused.
  const canEdit = viewer !== null && comment.registered && comment.login === viewer.login;
  const canDelete = viewer?.admin === true;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const authorId = `${id}-autor`;
  const dateId = `${id}-data`;

  const closeEditor = () => {
    // Rendered at once, so the returning button can take the focus back.
    flushSync(() => setEditing(false));
    editButton.current?.focus();
  };

  const confirmDelete = async () => {
    setActionError(null);
    const result = await actions.remove();
    if (result.ok) onRemoved?.(comment.id);
    else {
      setConfirming(false);
      setActionError(result.error);
    }
  };

  return (
    <article
      id={commentAnchor(comment.id)}
      className={`${styles.root} ${highlighted ? styles.highlighted : ""} ${comment.held ? styles.held : ""}`}
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
            {/* The date is the comment's permalink, as on most comment systems. */}
            <a className={styles.permalink} href={`#${commentAnchor(comment.id)}`}>
              <time dateTime={comment.createdAt}>{formatCommentDate(comment.createdAt)}</time>
            </a>
          </span>
          {comment.updatedAt ? (
            <span className={styles.date}>
              (edytowano <time dateTime={comment.updatedAt}>{formatCommentDate(comment.updatedAt)}</time>)
            </span>
          ) : null}
        </header>
        {comment.held ? <p className={styles.heldNote}>{COMMENT_MESSAGES.held}</p> : null}
        {editing ? (
          <EditForm
            initialText={comment.comment}
            onSave={async (text) => {
              const result = await actions.edit(text);
              if (result.ok) {
                onChanged?.(result.data.comment);
                closeEditor();
              }
              return result;
            }}
            onCancel={closeEditor}
          />
        ) : (
          // React escapes text: comments are never interpreted as HTML.
          <p className={styles.text}>{comment.comment}</p>
        )}
        <div className={styles.actions}>
          <LikeButton
            comment={comment}
            viewer={viewer}
            onLike={async () => {
              const result = await actions.like();
              if (result.ok && viewer) onChanged?.(withLike(comment, viewer.login, result.data));
              return result;
            }}
            onError={setActionError}
          />
          <CopyLinkButton id={comment.id} />
          {canEdit && !editing ? (
            <button
              ref={editButton}
              type="button"
              className={buttons.quiet}
              onClick={() => {
                setActionError(null);
                setEditing(true);
              }}
            >
              <PencilIcon size={16} />
              edycja
            </button>
          ) : null}
          {canDelete && !confirming ? (
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
          ) : null}
          {canDelete && confirming ? (
            <span className={styles.confirm} role="group" aria-label="Potwierdzenie usunięcia">
              Usunąć ten komentarz?
              <button
                type="button"
                className={buttons.danger}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the question replaces the focused button
                autoFocus
                aria-disabled={deleting}
                onClick={() => {
                  if (!deleting) void confirmDelete();
                }}
              >
                Usuń
              </button>
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
            </span>
          ) : null}
        </div>
        {actionError ? (
          <p role="alert" className={styles.actionError}>
            {actionError}
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

function withLike(comment: CommentItem, login: string, { quantity, liked }: LikeResult): CommentItem {
  const others = comment.likes.users.filter((user) => user !== login);
  const users = liked ? [...others, login].sort() : others;
  return { ...comment, likedByMe: liked, likes: { quantity, likedByMe: liked, users: users.slice(0, LIKERS_LISTED) } };
}

/** Copies the comment's address; where the clipboard is refused, the date link still carries it. */
function CopyLinkButton({ id }: { id: number }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const address = new URL(`#${commentAnchor(id)}`, window.location.href).href;
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      window.location.hash = commentAnchor(id);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };
  return (
    <>
      <button type="button" className={buttons.quiet} onClick={() => void copy()}>
        <LinkIcon size={16} />
        link
      </button>
      <span role="status" className={copied ? styles.copied : visuallyHidden}>
        {copied ? "Skopiowano link do komentarza" : ""}
      </span>
    </>
  );
}

function initialOf(login: string): string {
  return (Array.from(login.trim())[0] ?? "?").toLocaleUpperCase("pl");
}

function LikeButton({
  comment,
  viewer,
  onLike,
  onError,
}: {
  comment: CommentItem;
  viewer: SessionUser | null;
  onLike: () => Promise<ApiResult<unknown>>;
  onError: (message: string | null) => void;
}) {
  const [tooltip, setTooltip] = useState(false);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tooltipId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const showTooltip = () => {
    setTooltip(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTooltip(false), LIKE_TOOLTIP_MS);
  };

  const click = async () => {
    if (!viewer) return showTooltip();
    if (pending) return;
    setPending(true);
    onError(null);
    const result = await onLike();
    setPending(false);
    if (result.ok) return;
    // The session ended in the meantime: the server answers as it would a guest.
    if (result.status === 401) showTooltip();
    else onError(result.error);
  };

  const { quantity, users } = comment.likes;
  return (
    <span className={styles.likeWrap}>
      <button
        type="button"
        className={styles.like}
        aria-pressed={viewer ? comment.likedByMe : undefined}
        aria-describedby={tooltip ? tooltipId : undefined}
        aria-busy={pending}
        title={users.length > 0 ? likersTitle(users, quantity) : undefined}
        onClick={() => void click()}
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
    </span>
  );
}

function likersTitle(users: readonly string[], quantity: number): string {
  const others = quantity - users.length;
  return `Polubili: ${users.join(", ")}${others > 0 ? ` i ${others} ${others === 1 ? "inna osoba" : "innych"}` : ""}`;
}

function EditForm({
  initialText,
  onSave,
  onCancel,
}: {
  initialText: string;
  onSave: (text: string) => Promise<ApiResult<unknown>>;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const issue = commentTextIssue(text);
    if (issue) {
      setError(issue);
      textRef.current?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    const result = await onSave(text);
    setSaving(false);
    if (!result.ok) setError(result.error);
  };

  return (
    <form className={styles.editForm} aria-busy={saving} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-tekst`} className={visuallyHidden}>
        Edytuj komentarz
      </label>
      <textarea
        ref={textRef}
        id={`${id}-tekst`}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_MAX}
        rows={4}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the visitor's `edycja`
        autoFocus
        readOnly={saving}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-blad` : undefined}
      />
      {error ? (
        <p id={`${id}-blad`} role="alert" className={styles.actionError}>
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={buttons.primary} aria-disabled={saving}>
          Aktualizuj
        </button>
        <button
          type="button"
          className={buttons.secondary}
          aria-disabled={saving}
          onClick={() => {
            if (!saving) onCancel();
          }}
        >
          Anuluj
        </button>
        {saving ? <Spinner label="Zapisywanie zmian…" /> : null}
      </div>
    </form>
  );
}
