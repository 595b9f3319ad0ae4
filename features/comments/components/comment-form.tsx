import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Link, type FetcherWithComponents } from "react-router";
import type { SessionUser } from "#features/account/index.ts";
import { PRIVACY_PATH } from "#features/articles/index.ts";
import { INTENT_FIELD, typedValue } from "#app/lib/action-answer.ts";
import type { FieldErrors as InputErrors } from "#app/lib/input-issues.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { useTextareaTypedBeforeWaking } from "#app/ui/on-demand/typed-textareas.ts";
import { useTypedBeforeWaking } from "#app/ui/on-demand/use-typed-before-waking.ts";
import {
  COMMENT_MAX,
  COMMENT_MESSAGES,
  commentTextIssue,
  GUEST_NAME_MAX,
  guestNameIssue,
  HONEYPOT_FIELD,
} from "../model.ts";
import type { Posted } from "../state/use-comment-thread.ts";
import * as buttons from "./buttons.css.ts";
import * as styles from "./comment-form.css.ts";

export interface CommentFormProps {
  viewer: SessionUser | null;
  fetcher: FetcherWithComponents<Posted>;
  answer: Posted | undefined;
  formToken: string | undefined;
  onCancel: () => void;
}

type FieldErrors = InputErrors<"name" | "comment">;

function refusalOf(answer: Posted | undefined): { errors: FieldErrors; formError: string | null } {
  if (!answer || answer.ok) return { errors: {}, formError: null };
  if (answer.field === "login") return { errors: { name: answer.error }, formError: null };
  if (answer.field === "comment") return { errors: { comment: answer.error }, formError: null };
  return { errors: {}, formError: answer.error };
}

export function CommentForm({ viewer, fetcher, answer, formToken, onCancel }: CommentFormProps) {
  const id = useId();
  const [name, setName] = useState(() => typedValue(answer, "login"));
  const [text, setText] = useState(() => typedValue(answer, "comment"));
  const [errors, setErrors] = useState<FieldErrors>(() => refusalOf(answer).errors);
  const [formError, setFormError] = useState<string | null>(() => refusalOf(answer).formError);
  const sending = fetcher.state !== "idle";
  // Names the server already refused: asked again, the form answers at once instead of sending a second time.
  const [takenNames, setTakenNames] = useState<ReadonlySet<string>>(new Set());
  const nameRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeWaking(nameRef, setName);
  useTextareaTypedBeforeWaking(textRef, setText);

  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data && !fetcher.data.ok) {
      const refusal = refusalOf(fetcher.data);
      if (fetcher.data.status === 409 && !viewer) setTakenNames(new Set(takenNames).add(name.trim().toLowerCase()));
      setErrors(refusal.errors);
      setFormError(refusal.formError);
    }
  }
  const nameRefused = fetcher.data?.ok === false && fetcher.data.field === "login";
  useLayoutEffect(() => {
    if (nameRefused) nameRef.current?.focus();
  }, [nameRefused, fetcher.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    const next: FieldErrors = {};
    if (!viewer) {
      next.name = guestNameIssue(name);
      if (!next.name && takenNames.has(name.trim().toLowerCase())) next.name = COMMENT_MESSAGES.nameTaken;
    }
    next.comment = commentTextIssue(text);
    setErrors(next);
    setFormError(null);
    if (next.name || next.comment) {
      event.preventDefault();
      (next.name ? nameRef : textRef).current?.focus();
    }
  };

  const headingId = `${id}-naglowek`;
  const nameId = `${id}-nazwa`;
  const textId = `${id}-tresc`;
  const counterId = `${id}-licznik`;

  return (
    <fetcher.Form
      method="post"
      className={styles.root}
      aria-labelledby={headingId}
      aria-busy={sending}
      noValidate
      onSubmit={submit}
    >
      <input type="hidden" name={INTENT_FIELD} value="comment-post" />
      {viewer || !formToken ? null : <input type="hidden" name="formToken" value={formToken} />}
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
            Nazwa gościa
          </label>
          <input
            ref={nameRef}
            id={nameId}
            name="login"
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
          <input id={`${id}-www`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          Komentarz
        </label>
        <textarea
          ref={textRef}
          id={textId}
          name="comment"
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
          {text.length}/{countNoun(COMMENT_MAX, NOUNS.character)}
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
      <p className={styles.privacy}>
        Komentarz i nazwę autora zobaczy każdy. Co przechowuję, po co i jak długo, opisuję na stronie{" "}
        <Link to={PRIVACY_PATH}>Prywatność</Link>.
      </p>
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
    </fetcher.Form>
  );
}
