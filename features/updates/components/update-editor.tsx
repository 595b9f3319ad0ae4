import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { useDraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import { isoDate, type UpdateView } from "../model.ts";
import type { UpdateDraft } from "./update-form.tsx";

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

export function useUpdateEditor(entries: readonly UpdateView[], answer: ActionAnswer | undefined) {
  return useDraftEditor<EditedUpdate>({
    intents: UPDATE_INTENTS,
    answer,
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
}

const UPDATE_INTENTS = ["update-create", "update-edit", "update-delete"];
