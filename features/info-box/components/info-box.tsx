import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { useCallback, useId, useRef } from "react";
import { EditorForm, OpenButton } from "#app/ui/editing/editor-form.tsx";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { EDIT_PARAM } from "#app/ui/editing/use-draft-editor.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { INFO_MAX_LENGTH, INFO_MESSAGES, type InfoData } from "../model.ts";
import { useInfoEditor } from "../state/use-info-editor.ts";
import * as styles from "./info-box.css.ts";

export interface InfoBoxProps {
  info: InfoData;
  /** Display only: the server checks the rights again on save. */
  admin: boolean;
  text?: "info" | "about";
  id?: string;
  label?: string;
  fieldLabel?: string;
  emptyNote?: string;
  plain?: boolean;
}

const counter = new Intl.NumberFormat("pl-PL");

export function InfoBox({
  info,
  admin,
  text = "info",
  id = "informacje",
  label = "Informacje",
  fieldLabel = "Tekst informacyjny (Markdown)",
  emptyNote = "Tekst informacyjny jest pusty, więc goście nie widzą tej ramki.",
  plain = false,
}: InfoBoxProps) {
  const editor = useInfoEditor(text, info.content);
  const rootClass = plain ? styles.plain : styles.root;
  const textareaId = useId();
  const hintId = useId();
  const errorId = useId();
  const returnFocus = useRef(false);

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
      <section id={id} className={rootClass} aria-label={label}>
        <EditorForm
          label={label}
          intent={`${text}-save`}
          Form={editor.Form}
          saving={editor.saving}
          error={editor.error}
          submitLabel="Aktualizuj"
          returnTo={id}
          className={styles.form}
          errorId={errorId}
          onSubmit={(event) => {
            returnFocus.current = true;
            editor.submit(event);
          }}
          onCancel={() => {
            returnFocus.current = true;
            editor.cancel();
          }}
        >
          <label className={editorStyles.label} htmlFor={textareaId}>
            {fieldLabel}
          </label>
          <textarea
            ref={focusTextarea}
            id={textareaId}
            name="content"
            className={editorStyles.textarea}
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
          <p id={hintId} className={editorStyles.hint}>
            {counter.format(editor.draft.length)} / {countNoun(INFO_MAX_LENGTH, NOUNS.character)}. Linki w Markdown:
            [tekst](/Hel) prowadzi do strony serwisu, [tekst](https://…) na zewnątrz.
          </p>
        </EditorForm>
      </section>
    );
  }

  return (
    <section id={id} className={rootClass} aria-label={label} aria-busy={editor.refreshing || undefined}>
      {admin ? (
        <OpenButton
          param={EDIT_PARAM}
          value={text}
          returnTo={id}
          buttonRef={focusEditButton}
          className={styles.edit}
          disabled={info.failed}
          // Not `disabled` while the new text loads: focus returns here after a save and must stay on the page.
          aria-disabled={editor.refreshing || undefined}
          onClick={() => {
            if (!editor.refreshing) editor.start(info.content);
          }}
        >
          edycja
        </OpenButton>
      ) : null}
      <div className={editor.refreshing ? `${styles.body} ${styles.isStale}` : styles.body}>
        {info.failed ? (
          <p className={editorStyles.error} role="alert">
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
