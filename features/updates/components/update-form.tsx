import { countNoun, NOUNS } from "#app/lib/plural.ts";
import type { FormEvent } from "react";
import type { useFetcher } from "react-router";
import { firstIssue } from "#app/lib/input-issues.ts";
import type { KeptForm } from "#app/ui/editing/use-kept-form.ts";
import { EditorForm, Field } from "#app/ui/editing/editor-form.tsx";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import type { ModelChoice } from "../model.ts";
import { UPDATE_DESCRIPTION_MAX, updateInput, UpdateSchema } from "../schema.ts";

export interface UpdateDraft {
  date: string;
  description: string;
  model: string;
}

function problem(draft: UpdateDraft): string | null {
  return firstIssue(UpdateSchema, updateInput(draft)) ?? null;
}

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
  /** Posts the draft unless `check` refuses it. */
  onSubmit: (event: FormEvent<HTMLFormElement>, check: (draft: UpdateDraft) => string | null) => void;
  onCancel: () => void;
  kept?: KeptForm;
}

// Only the admin opens it: its own module, fetched on demand (recent-updates.tsx).
export function UpdateForm(props: UpdateFormProps) {
  const { draft, id, Form, returnTo, models, saving, error, isNew, onChange, onSubmit, onCancel, kept } = props;
  return (
    <EditorForm
      label={isNew ? "Nowa aktualizacja" : "Edycja aktualizacji"}
      intent={id === null ? "update-create" : "update-edit"}
      hidden={id === null ? {} : { id: String(id) }}
      Form={Form}
      kept={kept}
      returnTo={returnTo}
      saving={saving}
      error={error}
      onSubmit={(event) => onSubmit(event, problem)}
      onCancel={onCancel}
      onTypedBeforeWaking={(typed) => onChange({ ...draft, ...typed })}
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
