import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { useCallback, useId } from "react";
import { firstIssue } from "#app/lib/input-issues.ts";
import { EditorForm } from "#app/ui/editing/editor-form.tsx";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import { INFO_MAX_LENGTH, InfoSchema } from "../model.ts";
import type { InfoEditor } from "../state/use-info-editor.ts";
import * as styles from "./info-box.css.ts";

export interface InfoBoxFormProps {
  text: "info" | "about";
  id: string;
  label: string;
  fieldLabel: string;
  editor: InfoEditor;
  /** Called as the form closes, so the box can return focus to its `edycja` button. */
  onLeave: () => void;
}

const counter = new Intl.NumberFormat("pl-PL");

function problem(draft: string): string | null {
  return firstIssue(InfoSchema, { content: draft }) ?? null;
}

// Only the admin opens it: its own module, fetched on demand (info-box.tsx).
export function InfoBoxForm({ text, id, label, fieldLabel, editor, onLeave }: InfoBoxFormProps) {
  const textareaId = useId();
  const hintId = useId();
  const errorId = useId();
  const focusTextarea = useCallback((textarea: HTMLTextAreaElement | null) => textarea?.focus(), []);
  return (
    <EditorForm
      label={label}
      intent={`${text}-save`}
      Form={editor.Form}
      kept={editor.kept}
      saving={editor.saving}
      error={editor.error}
      submitLabel="Aktualizuj"
      returnTo={id}
      className={styles.form}
      errorId={errorId}
      onTypedBeforeWaking={(typed) => editor.change(typed.content ?? editor.draft)}
      onSubmit={(event) => {
        onLeave();
        editor.submit(event, problem);
      }}
      onCancel={() => {
        onLeave();
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
  );
}
