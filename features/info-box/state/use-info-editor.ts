import { useState } from "react";
import * as v from "valibot";
import { INFO_MESSAGES, InfoSchema } from "../model.ts";

export interface InfoEditorOptions {
  save: (content: string) => Promise<void>;
  /** Reloads the rendered text after a save. */
  refresh: () => Promise<void>;
}

export interface InfoEditor {
  editing: boolean;
  draft: string;
  saving: boolean;
  /** A save went through and the page is fetching the newly rendered text. */
  refreshing: boolean;
  error: string | null;
  start: (content: string) => void;
  change: (draft: string) => void;
  cancel: () => void;
  submit: () => Promise<void>;
}

/**
 * The admin's editing of the info text: `edycja` opens a draft of the saved text, `Anuluj` drops it, and
 * `Aktualizuj` saves it and leaves edit mode. A failed save keeps the draft and says why.
 */
export function useInfoEditor({ save, refresh }: InfoEditorOptions): InfoEditor {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [saving, setSaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (saving) return;
    const parsed = v.safeParse(InfoSchema, { content: draft });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await save(parsed.output.content);
    } catch (failure) {
      setSaving(false);
      setError(failure instanceof Error && failure.message ? failure.message : INFO_MESSAGES.saveFailed);
      return;
    }
    setSaving(false);
    setEditing(false);
    setDraft("");
    setRefreshing(true);
    try {
      await refresh();
    } catch {
      // The text is saved; the page shows it on the next load even if this refresh failed.
    } finally {
      setRefreshing(false);
    }
  }

  return {
    editing,
    draft,
    saving,
    refreshing,
    error,
    start: (content) => {
      setDraft(content);
      setError(null);
      setEditing(true);
    },
    change: setDraft,
    cancel: () => {
      setEditing(false);
      setDraft("");
      setError(null);
    },
    submit,
  };
}
