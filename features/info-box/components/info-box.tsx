import { useCallback, useId, useRef } from "react";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { INFO_API_PATH, INFO_MAX_LENGTH, INFO_MESSAGES, type InfoData } from "../model.ts";
import { useInfoEditor } from "../state/use-info-editor.ts";
import { InfoMarkdown } from "./info-markdown.tsx";
import * as styles from "./info-box.css.ts";

export interface InfoBoxProps {
  /** The text as the home loader rendered it (on the server, and again after each save). */
  info: InfoData;
  /** The viewer is an admin (display only: the server checks the rights again on save). */
  admin: boolean;
  /** Which stored text it edits: the home info text unless told (About uses `/api/about`). */
  path?: string;
  /** The region's name and the textarea's label. */
  label?: string;
  fieldLabel?: string;
  /** What the admin reads when the text is empty. */
  emptyNote?: string;
  /** Without the framed card: the text flows in a page's prose (About). */
  plain?: boolean;
}

const counter = new Intl.NumberFormat("pl-PL");

/**
 * The home page's info box: markdown rendered on the server, hidden when empty for everyone but the admin, who
 * edits it in place (`edycja`, then `Aktualizuj` or `Anuluj`).
 */
export function InfoBox({
  info,
  admin,
  path = INFO_API_PATH,
  label = "Informacje",
  fieldLabel = "Tekst informacyjny (Markdown)",
  emptyNote = "Tekst informacyjny jest pusty, więc goście nie widzą tej ramki.",
  plain = false,
}: InfoBoxProps) {
  const editor = useInfoEditor(path);
  const rootClass = plain ? styles.plain : styles.root;
  const textareaId = useId();
  const hintId = useId();
  const errorId = useId();
  const returnFocus = useRef(false);

  // Focus follows the mode: into the text when editing starts, back to `edycja` when it ends.
  const focusTextarea = useCallback((textarea: HTMLTextAreaElement | null) => textarea?.focus(), []);
  const focusEditButton = useCallback((button: HTMLButtonElement | null) => {
    if (button && returnFocus.current) {
      returnFocus.current = false;
      button.focus();
    }
  }, []);

  const empty = info.nodes.length === 0;
  if (!admin && (empty || info.failed)) return null;

  if (editor.editing) {
    return (
      <section className={rootClass} aria-label={label}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            returnFocus.current = true;
            void editor.submit();
          }}
        >
          <label className={styles.label} htmlFor={textareaId}>
            {fieldLabel}
          </label>
          <textarea
            ref={focusTextarea}
            id={textareaId}
            className={styles.textarea}
            value={editor.draft}
            maxLength={INFO_MAX_LENGTH}
            rows={14}
            spellCheck
            lang="pl"
            aria-describedby={editor.error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={editor.error ? true : undefined}
            readOnly={editor.saving}
            onChange={(event) => editor.change(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            {counter.format(editor.draft.length)} / {counter.format(INFO_MAX_LENGTH)} znaków. Linki w Markdown:
            [tekst](/Hel) prowadzi do strony serwisu, [tekst](https://…) na zewnątrz.
          </p>
          {editor.error ? (
            <p id={errorId} className={styles.error} role="alert">
              {editor.error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={editor.saving}>
              {editor.saving ? "Zapisywanie…" : "Aktualizuj"}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={editor.saving}
              onClick={() => {
                returnFocus.current = true;
                editor.cancel();
              }}
            >
              Anuluj
            </button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <section className={rootClass} aria-label={label} aria-busy={editor.refreshing || undefined}>
      {admin ? (
        <button
          ref={focusEditButton}
          type="button"
          className={styles.edit}
          disabled={info.failed}
          // Not `disabled` while the new text loads: focus returns here after a save and must stay on the page.
          aria-disabled={editor.refreshing || undefined}
          onClick={() => {
            if (!editor.refreshing) editor.start(info.content);
          }}
        >
          edycja
        </button>
      ) : null}
      <div className={editor.refreshing ? `${styles.body} ${styles.isStale}` : styles.body}>
        {info.failed ? (
          <p className={styles.error} role="alert">
            {INFO_MESSAGES.loadFailed}
          </p>
        ) : empty ? (
          <p className={styles.empty}>{emptyNote}</p>
        ) : (
          <InfoMarkdown nodes={info.nodes} />
        )}
      </div>
      {editor.refreshing ? (
        <div className={styles.refreshing}>
          <Spinner label="Odświeżanie tekstu…" />
        </div>
      ) : null}
    </section>
  );
}
