import { data, type ClientActionFunctionArgs } from "react-router";
import { REFUSALS } from "./refusals.ts";
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

/** Every page's `clientAction`: a post that cannot reach the server is the form's answer (503), not the error page. */
export async function answerOffline({
  request,
  serverAction,
}: Pick<ClientActionFunctionArgs, "request" | "serverAction">) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const answer: ActionAnswer = {
      intent: String(form.get(INTENT_FIELD) ?? ""),
      ok: false,
      status: 503,
      error: REFUSALS.offline,
      values: {},
    };
    return data(answer, { status: 503 });
  }
}
