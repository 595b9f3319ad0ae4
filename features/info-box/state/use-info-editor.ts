import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { useDraftEditor, type DraftEditor } from "#app/ui/editing/use-draft-editor.ts";

export interface InfoEditor extends Omit<DraftEditor<string>, "draft"> {
  draft: string;
}

export function useInfoEditor(text: "info" | "about", content: string, answer: ActionAnswer | undefined): InfoEditor {
  const editor = useDraftEditor<string>({
    intents: [`${text}-save`],
    answer,
    opened: (key) => (key === text ? content : null),
    typed: (values) => values.content ?? "",
  });
  return { ...editor, draft: editor.draft ?? "" };
}
