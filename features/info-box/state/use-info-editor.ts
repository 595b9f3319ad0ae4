import * as v from "valibot";
import { INFO_API_PATH, InfoSchema } from "../model.ts";
import { useDraftEditor } from "./use-draft-editor.ts";

export interface InfoEditor {
  editing: boolean;
  draft: string;
  saving: boolean;
  /** A save went through and the page's loaders are reading the newly rendered text. */
  refreshing: boolean;
  error: string | null;
  start: (content: string) => void;
  change: (draft: string) => void;
  cancel: () => void;
  submit: () => Promise<void>;
}

/** The editing of one stored markdown text (the home info text by default, or About) through the draft editor. */
export function useInfoEditor(path: string = INFO_API_PATH): InfoEditor {
  const editor = useDraftEditor<string>();
  return {
    ...editor,
    draft: editor.draft ?? "",
    submit: () =>
      editor.submit((draft) => {
        const parsed = v.safeParse(InfoSchema, { content: draft });
        if (!parsed.success) return { error: parsed.issues[0].message };
        return { path, method: "POST", body: { content: parsed.output.content } };
      }),
  };
}
