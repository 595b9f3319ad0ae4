import { useCallback, useLayoutEffect, useRef } from "react";
import { data, useFetcher, type ClientActionFunctionArgs } from "react-router";

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

export type ApiMethod = "GET" | "POST" | "PATCH" | "DELETE";

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { [key: string]: JsonValue };

export type ApiBody = Record<string, JsonValue>;

export const OFFLINE_MESSAGE = "Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.";
export const SERVER_ERROR_MESSAGE = "Serwer nie odpowiedział poprawnie. Spróbuj ponownie za chwilę.";

// A body that is not the API's (a proxy's error page) gets the general message.
function errorOf(body: unknown): string {
  return typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" && body.error
    ? body.error
    : SERVER_ERROR_MESSAGE;
}

export async function callApi<T>(
  url: string,
  { method = "GET", body, signal }: { method?: string; body?: string; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      body,
      signal,
      credentials: "same-origin",
      cache: "no-store",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, error: OFFLINE_MESSAGE };
  }
  const answer: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (response.ok && answer !== undefined) return { ok: true, data: answer as T };
  return { ok: false, status: response.ok ? 502 : response.status, error: errorOf(answer) };
}

/** Refusals keep their status, so React Router skips revalidating; no network is a message, not an error boundary. */
export async function apiFromBrowser({ request }: Pick<ClientActionFunctionArgs, "request">) {
  const text = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
  const result = await callApi<unknown>(request.url, {
    method: request.method,
    body: text && text !== "null" ? text : undefined,
    signal: request.signal,
  });
  return data(result, { status: result.ok ? 200 : result.status || 503 });
}

/** After the answer React Router revalidates the loaders (`refreshing`), so the page shows the server's own state. */
export function useApiSubmit<T>() {
  const fetcher = useFetcher<ApiResult<T>>();
  const waiting = useRef<((result: ApiResult<T>) => void)[]>([]);
  // Before paint, so a form closes in the same frame as the answer, never after the revalidated list shows it.
  useLayoutEffect(() => {
    if (fetcher.state === "submitting" || !fetcher.data || waiting.current.length === 0) return;
    const result = fetcher.data;
    for (const resolve of waiting.current.splice(0)) resolve(result);
  }, [fetcher.state, fetcher.data]);
  const { submit } = fetcher;
  const send = useCallback(
    (url: string, method: Exclude<ApiMethod, "GET">, body?: ApiBody) =>
      new Promise<ApiResult<T>>((resolve) => {
        waiting.current.push(resolve);
        void submit(body ?? null, { method, action: url, encType: "application/json" });
      }),
    [submit],
  );
  return {
    send,
    busy: fetcher.state !== "idle",
    refreshing: fetcher.state === "loading",
    answer: fetcher.data,
  };
}
