import { useState } from "react";
import { useApiSubmit, type ApiBody, type ApiMethod } from "#app/lib/api-client.ts";

/** Where a checked draft goes, or the Polish reason it may not be sent. */
export type DraftRequest =
  { path: string; method: Exclude<ApiMethod, "GET">; body?: ApiBody; error?: undefined } | { error: string };

export interface DraftEditor<D> {
  editing: boolean;
  /** The draft; meaningful only while `editing`. */
  draft: D | null;
  saving: boolean;
  /** A save went through and the page's loaders are reading the newly rendered data. */
  refreshing: boolean;
  error: string | null;
  start: (initial: D) => void;
  change: (draft: D) => void;
  cancel: () => void;
  /** Checks the draft with `prepare`, sends it through a fetcher and leaves edit mode when the server agrees. */
  submit: (prepare: (draft: D) => DraftRequest) => Promise<void>;
  /** Sends a request that needs no draft (a deletion); a refusal shows as `error`. */
  run: (request: DraftRequest) => Promise<void>;
}

/**
 * The admin's in-place editing of anything the site stores (the info text, About, build notes, diary entries,
 * updates): `edycja` opens a draft, `Anuluj` drops it, saving sends it and the loaders' revalidation brings the
 * server's own rendering. A refused save keeps the draft and says why.
 */
export function useDraftEditor<D>(): DraftEditor<D> {
  const { send, busy, refreshing, answer } = useApiSubmit<unknown>();
  const [draft, setDraft] = useState<D | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = busy && draft !== null;

  async function run(request: DraftRequest) {
    if (request.error !== undefined) {
      setError(request.error);
      return;
    }
    setError(null);
    const result = await send(request.path, request.method, request.body);
    if (result.ok) setDraft(null);
    else setError(result.error);
  }

  async function submit(prepare: (draft: D) => DraftRequest) {
    if (saving || draft === null) return;
    await run(prepare(draft));
  }

  return {
    editing: draft !== null,
    draft,
    saving,
    refreshing: refreshing && answer?.ok === true,
    error,
    start: (initial) => {
      setDraft(initial);
      setError(null);
    },
    change: setDraft,
    cancel: () => {
      setDraft(null);
      setError(null);
    },
    submit,
    run: (request) => (busy ? Promise.resolve() : run(request)),
  };
}
