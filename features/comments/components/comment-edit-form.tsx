import { useId, useRef, useState, type FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";
import { INTENT_FIELD } from "#app/lib/action-answer.ts";
import { useTextareaTypedBeforeWaking } from "#app/ui/on-demand/typed-textareas.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import type { CommentFormAnswer } from "../answers.ts";
import { COMMENT_MAX, commentTextIssue } from "../model.ts";
import * as buttons from "./buttons.css.ts";
import * as styles from "./comment-card.css.ts";

/** A comment's own edit form, opened by its author's `edycja`. */
export function CommentEditForm({
  commentId,
  fetcher,
  initialText,
  pageError,
  onCancel,
}: {
  commentId: number;
  fetcher: FetcherWithComponents<CommentFormAnswer<"comment-edit">>;
  initialText: string;
  pageError: string | undefined;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | undefined>(pageError);
  const saving = fetcher.state !== "idle";
  const textRef = useRef<HTMLTextAreaElement>(null);
  useTextareaTypedBeforeWaking(textRef, setText);
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data && !fetcher.data.ok) setError(fetcher.data.error);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving) return event.preventDefault();
    const issue = commentTextIssue(text);
    setError(issue);
    if (issue) {
      event.preventDefault();
      textRef.current?.focus();
    }
  };

  return (
    <fetcher.Form method="post" className={styles.editForm} aria-busy={saving} noValidate onSubmit={submit}>
      <input type="hidden" name={INTENT_FIELD} value="comment-edit" />
      <input type="hidden" name="id" value={commentId} />
      <label htmlFor={`${id}-tekst`} className={visuallyHidden}>
        Edytuj komentarz
      </label>
      <textarea
        ref={textRef}
        id={`${id}-tekst`}
        name="comment"
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
    </fetcher.Form>
  );
}
