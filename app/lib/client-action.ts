import { data, type ClientActionFunctionArgs } from "react-router";
import { REFUSALS } from "./refusals.ts";

// Every page's `clientAction` loads with the page: it imports only this and the refusals' texts, not the answers' helpers.

export const INTENT_FIELD = "intent";

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
    const intent = String(form.get(INTENT_FIELD) ?? "");
    return data({ intent, ok: false as const, status: 503, error: REFUSALS.offline, values: {} }, { status: 503 });
  }
}
