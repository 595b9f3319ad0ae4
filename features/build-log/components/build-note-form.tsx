import { countNoun, NOUNS } from "#app/lib/plural.ts";
import type { FormEvent } from "react";
import { firstIssue } from "#app/lib/input-issues.ts";
import { EditorForm, Field } from "#app/ui/editing/editor-form.tsx";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import type { DraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import {
  BUILD_SECTION_ID,
  BuildNoteSchema,
  CHANGES_MAX,
  LIGHTING_MAX,
  NOTE_MAX,
  VERDICT_MAX,
  noteInput,
} from "../model.ts";

export interface NoteDraft {
  content: string;
  started: string;
  finished: string;
  hours: string;
  changes: string;
  lighting: string;
  rating: string;
  verdict: string;
}

export interface BuildNoteFormProps {
  component: string;
  draft: NoteDraft;
  editor: DraftEditor<NoteDraft>;
}

// Only the admin opens it: its own module, fetched on demand (build-note.tsx).
export function BuildNoteForm({ component, draft, editor }: BuildNoteFormProps) {
  const set = (change: Partial<NoteDraft>) => editor.change({ ...draft, ...change });
  const input = (id: string, key: keyof NoteDraft, type = "text", extra: Record<string, unknown> = {}) => (
    <input
      id={id}
      name={key}
      className={editorStyles.input}
      type={type}
      value={draft[key]}
      readOnly={editor.saving}
      onChange={(event) => set({ [key]: event.target.value })}
      {...extra}
    />
  );
  return (
    <EditorForm
      label="Edycja opisu budowy"
      saving={editor.saving}
      error={editor.error}
      onCancel={editor.cancel}
      onTypedBeforeWaking={(typed) => set(typed)}
      intent="build-note-save"
      hidden={{ component }}
      Form={editor.Form}
      kept={editor.kept}
      returnTo={BUILD_SECTION_ID}
      onSubmit={(event: FormEvent<HTMLFormElement>) =>
        editor.submit(event, (d) => firstIssue(BuildNoteSchema, noteInput({ ...d })) ?? null)
      }
    >
      <div className={editorStyles.row}>
        <Field label="Rozpoczęcie budowy">{(id) => input(id, "started", "date")}</Field>
        <Field label="Ukończenie">{(id) => input(id, "finished", "date")}</Field>
        <Field label="Godziny pracy">{(id) => input(id, "hours", "number", { min: 0, step: 1 })}</Field>
        <Field label="Ocena zestawu (1–5)">
          {(id) => (
            <select
              id={id}
              name="rating"
              className={editorStyles.input}
              value={draft.rating}
              disabled={editor.saving}
              onChange={(event) => set({ rating: event.target.value })}
            >
              <option value="">bez oceny</option>
              {[1, 2, 3, 4, 5].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Krótki werdykt o zestawie">
        {(id) => input(id, "verdict", "text", { maxLength: VERDICT_MAX })}
      </Field>
      <Field label="Zmiany w zestawie (waloryzacja)">
        {(id) => (
          <textarea
            id={id}
            name="changes"
            className={`${editorStyles.textarea} ${editorStyles.short}`}
            rows={3}
            maxLength={CHANGES_MAX}
            lang="pl"
            value={draft.changes}
            readOnly={editor.saving}
            onChange={(event) => set({ changes: event.target.value })}
          />
        )}
      </Field>
      <Field label="Oświetlenie (diody LED, Arduino…)">
        {(id) => (
          <textarea
            id={id}
            name="lighting"
            className={`${editorStyles.textarea} ${editorStyles.short}`}
            rows={2}
            maxLength={LIGHTING_MAX}
            lang="pl"
            value={draft.lighting}
            readOnly={editor.saving}
            onChange={(event) => set({ lighting: event.target.value })}
          />
        )}
      </Field>
      <Field
        label="Opis budowy (Markdown)"
        hint={`${draft.content.length} / ${countNoun(NOTE_MAX, NOUNS.character)}. Linki: [tekst](/Hel) w serwisie, [tekst](https://…) na zewnątrz.`}
      >
        {(id) => (
          <textarea
            id={id}
            name="content"
            className={editorStyles.textarea}
            rows={10}
            maxLength={NOTE_MAX}
            lang="pl"
            spellCheck
            value={draft.content}
            readOnly={editor.saving}
            onChange={(event) => set({ content: event.target.value })}
          />
        )}
      </Field>
    </EditorForm>
  );
}
