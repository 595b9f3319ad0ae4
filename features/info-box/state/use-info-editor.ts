import { useState } from "react";
import { useFetchers } from "react-router";
import * as v from "valibot";
import { useApiSubmit, type ApiResult } from "#app/lib/api-client.ts";
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
  const { send } = useApiSubmit<unknown>();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The save's answer is in (the fetcher is past submitting) and the loaders run again.
  const refreshing = useFetchers().some(
    (fetcher) =>
      fetcher.formAction === INFO_API_PATH &&
      fetcher.state === "loading" &&
      (fetcher.data as ApiResult<unknown> | undefined)?.ok === true,
  );
  if (refreshing && draft !== null) {
    setDraft(null);
    setSaving(false);
  }

  async function submit() {
    if (saving || draft === null) return;
    const parsed = v.safeParse(InfoSchema, { content: draft });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setSaving(true);
    setError(null);
    const result = await send(INFO_API_PATH, "POST", { content: parsed.output.content });
    setSaving(false);
    if (result.ok) setDraft(null);
    else setError(result.error);
  }

  return {
    editing: draft !== null,
    draft: draft ?? "",
    saving,
    refreshing,
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
