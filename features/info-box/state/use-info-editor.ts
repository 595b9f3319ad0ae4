import { useDraftEditor, type DraftEditor } from "#app/ui/editing/use-draft-editor.ts";

export interface InfoEditor extends Omit<DraftEditor<string>, "draft"> {
  draft: string;
}

export function useInfoEditor(text: "info" | "about", content: string): InfoEditor {
  const editor = useDraftEditor<string>({
    intents: [`${text}-save`],
    opened: (key) => (key === text ? content : null),
    typed: (values) => values.content ?? "",
  });
  return { ...editor, draft: editor.draft ?? "" };
}
