/**
 * What a page's `action` answers a form, the same with JavaScript (a fetcher's `data`) and without it (the page's
 * `actionData` after a document POST). docs/decisions/019-one-way-to-change-data.md
 */
export type ActionAnswer<T = unknown> =
  | { intent: string; ok: true; data: T }
  | {
      intent: string;
      ok: false;
      status: number;
      /** The message to show, in Polish. */
      error: string;
      /** The input the message is about, when it is about one. */
      field?: string;
      /** What was typed, so a form rendered again without JavaScript keeps it (never passwords or tokens). */
      values: Record<string, string>;
    };

/** The field `intent` names which of a page's forms was posted. */
export const INTENT_FIELD = "intent";

/** The answer to one form of the page: a page has several, and each shows only its own. */
export function answerFor<T>(answer: unknown, intent: string | readonly string[]): ActionAnswer<T> | undefined {
  if (typeof answer !== "object" || answer === null || !("intent" in answer) || !("ok" in answer)) return undefined;
  const intents: readonly string[] = typeof intent === "string" ? [intent] : intent;
  return intents.includes(String(answer.intent)) ? (answer as ActionAnswer<T>) : undefined;
}

/** The text a form shows in a field after a refused post without JavaScript, else its default. */
export function typedValue(answer: ActionAnswer | undefined, name: string, fallback = ""): string {
  return answer && !answer.ok ? (answer.values[name] ?? fallback) : fallback;
}
