import { useCallback, useEffect, useRef, useState } from "react";
import { REFUSALS } from "./refusal-messages.ts";

export type ApiRead<T> = T | { error: string };

/** The one way the browser reads the JSON API (see `useApiRead`): never throws, a failure is `{ error }`. */
export async function readApi<T>(url: string, signal?: AbortSignal): Promise<ApiRead<T>> {
  try {
    const response = await fetch(url, { signal, headers: { accept: "application/json" } });
    const body = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
    if (response.ok && body) return body;
    return { error: typeof body?.error === "string" ? body.error : REFUSALS.offline };
  } catch {
    return { error: REFUSALS.offline };
  }
}

/** A read after rendering, shaped like a fetcher's; not one, as its failure would replace the page (decision 019). */
export function useApiRead<T>() {
  const [read, setRead] = useState<{ state: "idle" | "loading"; data?: ApiRead<T> }>({ state: "idle" });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  const load = useCallback(async (url: string) => {
    current.current?.abort();
    const request = (current.current = new AbortController());
    setRead((previous) => ({ ...previous, state: "loading" }));
    const data = await readApi<T>(url, request.signal);
    if (!request.signal.aborted) setRead({ state: "idle", data });
  }, []);
  return { ...read, load };
}
