import { data, type ClientActionFunctionArgs } from "react-router";
import { REFUSALS } from "./refusal-messages.ts";

// Every page's `clientAction` loads with the page: it imports only this and the refusals' texts, not the answers' helpers.

export const INTENT_FIELD = "intent";

/** A refused post: its status, the Polish reason, the field it names and what was typed (never a password or token). */
export interface Refusal {
  /** What the form posted: one of the page's intents, or an unknown one (400) or none (a body the page refused). */
  intent: string;
  ok: false;
  status: number;
  error: string;
  field?: string;
  values: Record<string, string>;
}

/** Every page's `clientAction`: a post that cannot reach the server is the form's 503 answer, not the error page. */
export async function answerOffline<Action = unknown>({
  request,
  serverAction,
}: Pick<ClientActionFunctionArgs, "request" | "serverAction">) {
  const form = await request.clone().formData();
  try {
    return await serverAction<Action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    const intent = String(form.get(INTENT_FIELD) ?? "");
    return data<Refusal>({ intent, ok: false, status: 503, error: REFUSALS.offline, values: {} }, { status: 503 });
  }
}
