import { useId, useRef, useState, type FormEvent } from "react";
import type { SessionUser } from "#features/account/index.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import {
  COMMENT_MAX,
  COMMENT_MESSAGES,
  commentTextIssue,
  GUEST_NAME_MAX,
  guestNameIssue,
  HONEYPOT_FIELD,
} from "../model.ts";
import type { NewCommentInput } from "../state/use-comment-thread.ts";
import type { ApiResult } from "#app/lib/api-client.ts";
import * as buttons from "./buttons.css.ts";
import * as styles from "./comment-form.css.ts";

export interface CommentFormProps {
  /** Null for a guest, who also types a name. */
  viewer: SessionUser | null;
  onSubmit: (input: NewCommentInput) => Promise<ApiResult<{ held?: boolean }>>;
  /** The comment was stored (held: it waits for approval): the block closes the form. */
  onSent: (held: boolean) => void;
  onCancel: () => void;
}

interface FieldErrors {
  name?: string;
  comment?: string;
}

/** The add form: a guest's name and the text, sent with a spinner over the form; failures keep what was typed. */
/** Sent only when filled, so people's posts stay as they were. */
function trapValue(input: HTMLInputElement | null): Record<string, string> {
  return input?.value ? { [HONEYPOT_FIELD]: input.value } : {};
}

export function CommentForm({ viewer, onSubmit, onSent, onCancel }: CommentFormProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Names the server already refused: asked again, the form answers at once instead of sending a second time.
  const takenNames = useRef(new Set<string>());
  const nameRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const trap = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const next: FieldErrors = {};
    if (!viewer) {
      next.name = guestNameIssue(name);
      if (!next.name && takenNames.current.has(name.trim().toLowerCase())) next.name = COMMENT_MESSAGES.nameTaken;
    }
    next.comment = commentTextIssue(text);
    setErrors(next);
    setFormError(null);
    if (next.name) return nameRef.current?.focus();
    if (next.comment) return textRef.current?.focus();

    setSending(true);
    const result = await onSubmit(
      viewer ? { comment: text } : { comment: text, login: name.trim(), ...trapValue(trap.current) },
    );
    setSending(false);
    if (result.ok) return onSent(result.data.held === true);
    if (result.status === 409 && !viewer) {
      takenNames.current.add(name.trim().toLowerCase());
      setErrors({ name: result.error });
      nameRef.current?.focus();
      return;
    }
    setFormError(result.error);
  };

  const headingId = `${id}-naglowek`;
  const nameId = `${id}-nazwa`;
  const textId = `${id}-tresc`;
  const counterId = `${id}-licznik`;

  return (
    <form
      className={styles.root}
      aria-labelledby={headingId}
      aria-busy={sending}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} className={styles.heading}>
        Twój komentarz
      </h3>
      {viewer ? (
        <p className={styles.as}>
          Komentujesz jako <strong>{viewer.login}</strong>
        </p>
      ) : (
        <div className={styles.field}>
          <label htmlFor={nameId} className={styles.label}>
            Nazwa użytkownika
          </label>
          <input
            ref={nameRef}
            id={nameId}
            className={styles.input}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors({ ...errors, name: undefined });
            }}
            maxLength={GUEST_NAME_MAX}
            autoComplete="nickname"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the visitor's request: typing starts here
            autoFocus
            readOnly={sending}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${nameId}-blad` : undefined}
          />
          {errors.name ? (
            <p id={`${nameId}-blad`} role="alert" className={styles.fieldError}>
              {errors.name}
            </p>
          ) : null}
        </div>
      )}
      {viewer ? null : (
        // A field people never see or reach; form-filling robots fill it and the server refuses their post.
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${id}-www`}>Strona WWW (zostaw puste)</label>
          <input ref={trap} id={`${id}-www`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          Komentarz
        </label>
        <textarea
          ref={textRef}
          id={textId}
          className={styles.textarea}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.comment) setErrors({ ...errors, comment: undefined });
          }}
          maxLength={COMMENT_MAX}
          rows={5}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- see the name field: a logged-in user starts typing here
          autoFocus={Boolean(viewer)}
          readOnly={sending}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${textId}-blad ${counterId}` : counterId}
        />
        <span id={counterId} className={styles.counter}>
          {text.length}/{COMMENT_MAX} znaków
        </span>
        {errors.comment ? (
          <p id={`${textId}-blad`} role="alert" className={styles.fieldError}>
            {errors.comment}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {/* aria-disabled rather than disabled while sending, so the focused button keeps focus. */}
        <button type="submit" className={buttons.primary} aria-disabled={sending}>
          Wyślij
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            if (!sending) onCancel();
          }}
          aria-disabled={sending}
        >
          Anuluj
        </button>
      </div>
      {sending ? (
        <div className={styles.overlay}>
          <Spinner label="Wysyłanie komentarza…" />
        </div>
      ) : null}
    </form>
  );
}
