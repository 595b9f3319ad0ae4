import { useCallback, useLayoutEffect, useRef } from "react";
import { href, useFetcher } from "react-router";
import { INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";

export const ACCOUNT_PATH = href("/Konto");

export type IntentResult = { ok: true; data: unknown } | { ok: false; status: number; error: string };

function resultOf(answer: ActionAnswer): IntentResult {
  return answer.ok ? { ok: true, data: answer.data } : { ok: false, status: answer.status, error: answer.error };
}

// `settled` waits for the loaders React Router reads again after a success (the root loader's user of a new session).
export function useIntentSubmit(key?: string, action: string = ACCOUNT_PATH) {
  const fetcher = useFetcher<ActionAnswer>(key ? { key } : undefined);
  const waiting = useRef<{ settled: boolean; resolve: (result: IntentResult) => void }[]>([]);
  // Before paint, so a form gives way in the same frame as the answer.
  useLayoutEffect(() => {
    if (fetcher.state === "submitting" || !fetcher.data) return;
    const answer = fetcher.data;
    waiting.current = waiting.current.filter((entry) => {
      if (entry.settled && fetcher.state !== "idle") return true;
      entry.resolve(resultOf(answer));
      return false;
    });
  }, [fetcher.state, fetcher.data]);
  const { submit } = fetcher;
  const send = useCallback(
    (intent: string, fields: Record<string, string> = {}, { settled = false } = {}) =>
      new Promise<IntentResult>((resolve) => {
        waiting.current.push({ settled, resolve });
        void submit({ [INTENT_FIELD]: intent, ...fields }, { method: "post", action });
      }),
    [submit, action],
  );
  return { fetcher, send, busy: fetcher.state !== "idle" };
}
