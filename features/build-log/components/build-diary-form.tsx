import { countNoun, NOUNS } from "#app/lib/plural.ts";
import type { FormEvent } from "react";
import { firstIssue } from "#app/lib/input-issues.ts";
import { EditorForm, Field } from "#app/ui/editing/editor-form.tsx";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import type { DraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import { BUILD_SECTION_ID, DIARY_TEXT_MAX, DiaryEntrySchema, diaryInput, type PhotoChoice } from "../model.ts";

export interface DiaryDraft {
  id: number | null;
  date: string;
  content: string;
  photos: Record<string, string>;
}

export interface BuildDiaryFormProps {
  component: string;
  photoChoices: readonly PhotoChoice[];
  draft: DiaryDraft;
  editor: DraftEditor<DiaryDraft>;
}

// Only the admin opens it: its own module, fetched on demand (build-diary.tsx).
export function BuildDiaryForm({ component, photoChoices, draft, editor }: BuildDiaryFormProps) {
  const save = (event: FormEvent<HTMLFormElement>) =>
    editor.submit(event, (edited) => {
      const input = diaryInput(photoChoices, edited);
      if (typeof input === "string") return input;
      return firstIssue(DiaryEntrySchema, input) ?? null;
    });

  return (
    <EditorForm
      label={draft.id === null ? "Nowy wpis w dzienniku" : "Edycja wpisu w dzienniku"}
      intent={draft.id === null ? "diary-create" : "diary-edit"}
      hidden={draft.id === null ? { component } : { component, id: String(draft.id) }}
      Form={editor.Form}
      kept={editor.kept}
      returnTo={BUILD_SECTION_ID}
      saving={editor.saving}
      error={editor.error}
      onSubmit={save}
      onCancel={editor.cancel}
      onTypedBeforeWaking={({ date = draft.date, content = draft.content, ...photos }) =>
        editor.change({
          ...draft,
          date,
          content,
          photos: {
            ...draft.photos,
            ...Object.fromEntries(Object.entries(photos).map(([name, value]) => [name.replace(/^photos-/, ""), value])),
          },
        })
      }
    >
      <Field label="Data">
        {(id) => (
          <input
            id={id}
            name="date"
            className={editorStyles.input}
            type="date"
            required
            value={draft.date}
            readOnly={editor.saving}
            onChange={(event) => editor.change({ ...draft, date: event.target.value })}
          />
        )}
      </Field>
      <Field label="Treść wpisu (Markdown)" hint={`${draft.content.length} / ${countNoun(DIARY_TEXT_MAX, NOUNS.character)}`}>
        {(id) => (
          <textarea
            id={id}
            name="content"
            className={editorStyles.textarea}
            rows={6}
            required
            maxLength={DIARY_TEXT_MAX}
            lang="pl"
            spellCheck
            value={draft.content}
            readOnly={editor.saving}
            onChange={(event) => editor.change({ ...draft, content: event.target.value })}
          />
        )}
      </Field>
      {photoChoices.length > 0 ? (
        <div className={editorStyles.row}>
          {photoChoices.map((choice) => (
            <Field key={choice.group} label={`Zdjęcia z galerii „${choice.group}” (numery 1–${choice.quantity})`}>
              {(id) => (
                <input
                  id={id}
                  name={`photos-${choice.group}`}
                  className={editorStyles.input}
                  inputMode="numeric"
                  placeholder="np. 1, 4, 7"
                  value={draft.photos[choice.group] ?? ""}
                  readOnly={editor.saving}
                  onChange={(event) =>
                    editor.change({ ...draft, photos: { ...draft.photos, [choice.group]: event.target.value } })
                  }
                />
              )}
            </Field>
          ))}
        </div>
      ) : null}
    </EditorForm>
  );
}
