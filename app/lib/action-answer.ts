export type ActionAnswer<T = unknown> =
  | { intent: string; ok: true; data: T }
  | {
      intent: string;
      ok: false;
      status: number;
      error: string;
      field?: string;
      values: Record<string, string>;
    };

export const INTENT_FIELD = "intent";

/** What the browser shows when a post or a read cannot reach the server at all. */
export const OFFLINE_MESSAGE = "Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.";

export function answerFor<T>(answer: unknown, intent: string | readonly string[]): ActionAnswer<T> | undefined {
  if (typeof answer !== "object" || answer === null || !("intent" in answer) || !("ok" in answer)) return undefined;
  const intents: readonly string[] = typeof intent === "string" ? [intent] : intent;
  return intents.includes(String(answer.intent)) ? (answer as ActionAnswer<T>) : undefined;
}

export function typedValue(answer: ActionAnswer | undefined, name: string, fallback = ""): string {
  return answer && !answer.ok ? (answer.values[name] ?? fallback) : fallback;
}
