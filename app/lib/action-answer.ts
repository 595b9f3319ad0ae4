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

export { INTENT_FIELD } from "./client-action.ts";

export function answerFor<T>(answer: unknown, intent: string | readonly string[]): ActionAnswer<T> | undefined {
  if (typeof answer !== "object" || answer === null || !("intent" in answer) || !("ok" in answer)) return undefined;
  const intents: readonly string[] = typeof intent === "string" ? [intent] : intent;
  return intents.includes(String(answer.intent)) ? (answer as ActionAnswer<T>) : undefined;
}

export function typedValue(answer: ActionAnswer | undefined, name: string, fallback = ""): string {
  return answer && !answer.ok ? (answer.values[name] ?? fallback) : fallback;
}

/** A field's `aria-invalid`: set only on the field the answer's refusal names. */
export function invalidField(answer: ActionAnswer | undefined, name: string): true | undefined {
  return (answer !== undefined && !answer.ok && answer.field === name) || undefined;
}
