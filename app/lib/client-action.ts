import { data, type ClientActionFunctionArgs } from "react-router";

// Every page's `clientAction` loads with the page: it imports only this, not the answers' helpers and texts.

export const INTENT_FIELD = "intent";
export const OFFLINE_REFUSAL = "Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.";

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
    return data({ intent, ok: false as const, status: 503, error: OFFLINE_REFUSAL, values: {} }, { status: 503 });
  }
}
