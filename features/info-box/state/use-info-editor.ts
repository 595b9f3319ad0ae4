import { useState } from "react";
import * as v from "valibot";
import { useApiSubmit } from "#app/lib/api-client.ts";
import { INFO_API_PATH, InfoSchema } from "../model.ts";

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

/**
 * The admin's editing of the info text: `edycja` opens a draft of the saved text, `Anuluj` drops it, and
 * `Aktualizuj` saves it through a fetcher and leaves edit mode; the home loader's revalidation brings the new text.
 * A refused save keeps the draft and says why.
 */
export function useInfoEditor(): InfoEditor {
  const { send, busy, refreshing, answer } = useApiSubmit<unknown>();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = busy && draft !== null;

  async function submit() {
    if (saving || draft === null) return;
    const parsed = v.safeParse(InfoSchema, { content: draft });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setError(null);
    const result = await send(INFO_API_PATH, "POST", { content: parsed.output.content });
    if (result.ok) setDraft(null);
    else setError(result.error);
  }

  return {
    editing: draft !== null,
    draft: draft ?? "",
    saving,
    refreshing: refreshing && answer?.ok === true,
    error,
    start: (content) => {
      setDraft(content);
      setError(null);
    },
    change: setDraft,
    cancel: () => {
      setDraft(null);
      setError(null);
    },
    submit,
  };
}
