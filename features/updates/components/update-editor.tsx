import { countNoun, NOUNS } from "#app/lib/plural.ts";
import type { FormEvent } from "react";
import type { useFetcher } from "react-router";
import * as v from "valibot";
import { EditorForm, Field } from "#app/ui/editing/editor-form.tsx";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import { useDraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import {
  isoDate,
  UPDATE_DESCRIPTION_MAX,
  updateInput,
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

type EditedUpdate = UpdateDraft & { id: number | null };

export function updateKey(id: number | null): string {
  return `update-${id ?? "new"}`;
}

export function useUpdateEditor(entries: readonly UpdateView[]) {
  const editor = useDraftEditor<EditedUpdate>({
    intents: UPDATE_INTENTS,
    opened: (key) => {
      if (key === updateKey(null)) return { ...draftOf(), id: null };
      const entry = entries.find((candidate) => updateKey(candidate.id) === key);
      return entry ? { ...draftOf(entry), id: entry.id } : null;
    },
    typed: (values) =>
      values.intent === "update-delete"
        ? null
        : {
            id: values.id ? Number(values.id) : null,
            date: values.date ?? "",
            description: values.description ?? "",
            model: values.model ?? "",
          },
  });
  return {
    ...editor,
    save: (event: FormEvent<HTMLFormElement>) =>
      editor.submit(event, (draft) => {
        const parsed = v.safeParse(UpdateSchema, updateInput(draft));
        return parsed.success ? null : parsed.issues[0].message;
      }),
  };
}

const UPDATE_INTENTS = ["update-create", "update-edit", "update-delete"];

export interface UpdateFormProps {
  draft: UpdateDraft;
  id: number | null;
  Form: ReturnType<typeof useFetcher>["Form"];
  returnTo: string;
  models: readonly ModelChoice[];
  saving: boolean;
  error: string | null;
  isNew: boolean;
  onChange: (draft: UpdateDraft) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

export function UpdateForm(props: UpdateFormProps) {
  const { draft, id, Form, returnTo, models, saving, error, isNew, onChange, onSubmit, onCancel } = props;
  return (
    <EditorForm
      label={isNew ? "Nowa aktualizacja" : "Edycja aktualizacji"}
      intent={id === null ? "update-create" : "update-edit"}
      hidden={id === null ? {} : { id: String(id) }}
      Form={Form}
      returnTo={returnTo}
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
              name="date"
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
              name="model"
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
      <Field label="Treść" hint={`${draft.description.length} / ${countNoun(UPDATE_DESCRIPTION_MAX, NOUNS.character)}`}>
        {(id) => (
          <textarea
            id={id}
            name="description"
            className={`${editorStyles.textarea} ${editorStyles.short}`}
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
