import type { FormEvent } from "react";
import * as v from "valibot";
import { useDraftEditor, type DraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import { InfoSchema } from "../model.ts";

export interface InfoEditor extends Omit<DraftEditor<string>, "draft" | "submit"> {
  draft: string;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useInfoEditor(text: "info" | "about", content: string): InfoEditor {
  const editor = useDraftEditor<string>({
    intents: [`${text}-save`],
    opened: (key) => (key === text ? content : null),
    typed: (values) => values.content ?? "",
  });
  return {
    ...editor,
    draft: editor.draft ?? "",
    submit: (event) =>
      editor.submit(event, (draft) => {
        const parsed = v.safeParse(InfoSchema, { content: draft });
        return parsed.success ? null : parsed.issues[0].message;
      }),
  };
}
