import * as v from "valibot";
import { EditorForm, Field, editorBox, editorStyles, useDraftEditor } from "#features/info-box/index.ts";
import {
  isoDate,
  UPDATE_DESCRIPTION_MAX,
  UPDATES_API_PATH,
  UpdateSchema,
  type ModelChoice,
  type UpdateView,
} from "../model.ts";

export interface UpdateDraft {
  date: string;
  description: string;
  model: string;
}

export function draftOf(entry?: UpdateView, today = new Date().toISOString().slice(0, 10)): UpdateDraft {
  return {
    date: entry ? (isoDate(entry.date) ?? "") : today,
    description: entry?.description ?? "",
    model: entry?.models?.[0] ?? "",
  };
}

/** The admin's editing of the updates: one draft at a time, a new entry (id null) or an existing one. */
export function useUpdateEditor() {
  const editor = useDraftEditor<UpdateDraft & { id: number | null }>();
  return {
    ...editor,
    save: () =>
      editor.submit(({ id, ...draft }) => {
        const parsed = v.safeParse(UpdateSchema, { ...draft, model: draft.model || null });
        if (!parsed.success) return { error: parsed.issues[0].message };
        const body = { ...parsed.output, model: parsed.output.model ?? null };
        return id === null
          ? { path: UPDATES_API_PATH, method: "POST", body }
          : { path: `${UPDATES_API_PATH}/${id}`, method: "PATCH", body };
      }),
    remove: (id: number) => editor.run({ path: `${UPDATES_API_PATH}/${id}`, method: "DELETE" }),
  };
}

export interface UpdateFormProps {
  draft: UpdateDraft;
  models: readonly ModelChoice[];
  saving: boolean;
  error: string | null;
  isNew: boolean;
  onChange: (draft: UpdateDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function UpdateForm({ draft, models, saving, error, isNew, onChange, onSubmit, onCancel }: UpdateFormProps) {
  return (
    <EditorForm
      label={isNew ? "Nowa aktualizacja" : "Edycja aktualizacji"}
      saving={saving}
      error={error}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <div className={editorStyles.row}>
        <Field label="Data">
          {(id) => (
            <input
              id={id}
              className={editorStyles.input}
              type="date"
              required
              value={draft.date}
              readOnly={saving}
              onChange={(event) => onChange({ ...draft, date: event.target.value })}
            />
          )}
        </Field>
        <Field label="Model (opcjonalnie)">
          {(id) => (
            <select
              id={id}
              className={editorStyles.input}
              value={draft.model}
              disabled={saving}
              onChange={(event) => onChange({ ...draft, model: event.target.value })}
            >
              <option value="">bez modelu</option>
              {models.map((model) => (
                <option key={model.component} value={model.component}>
                  {model.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Treść" hint={`${draft.description.length} / ${UPDATE_DESCRIPTION_MAX} znaków`}>
        {(id) => (
          <textarea
            id={id}
            className={`${editorBox.textarea} ${editorStyles.short}`}
            rows={3}
            required
            maxLength={UPDATE_DESCRIPTION_MAX}
            lang="pl"
            value={draft.description}
            readOnly={saving}
            onChange={(event) => onChange({ ...draft, description: event.target.value })}
          />
        )}
      </Field>
    </EditorForm>
  );
}
