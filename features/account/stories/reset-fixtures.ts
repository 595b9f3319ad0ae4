import { data, type ActionFunctionArgs } from "react-router";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { ACCOUNT_INTENTS, CONFIRM_MESSAGES, RESET_MESSAGES } from "../model.ts";

/** Tokens the stories' fake action refuses as the server would. */
export const EXPIRED_TOKEN = "wygasly-link";
export const USED_TOKEN = "uzyty-link";
export const TAKEN_TOKEN = "adres-zajety";

/** The reset and confirmation pages' action as the server answers their forms, without a network. */
export async function fakeResetAction({ request }: ActionFunctionArgs) {
  const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
  const intent = fields.intent ?? "";
  const refuse = (status: number, error: string) =>
    data<ActionAnswer>({ intent, ok: false, status, error, values: { intent, login: fields.login ?? "" } }, { status });
  if (intent === "password-reset-request") {
    if (!fields.login?.trim()) return refuse(400, RESET_MESSAGES.whoRequired);
    return data<ActionAnswer>({ intent, ok: true, data: { message: RESET_MESSAGES.sent } });
  }
  if (intent === ACCOUNT_INTENTS.confirm) {
    if (fields.token === EXPIRED_TOKEN) return refuse(410, CONFIRM_MESSAGES.linkExpired);
    if (fields.token === TAKEN_TOKEN) return refuse(409, CONFIRM_MESSAGES.taken);
    return data<ActionAnswer>({ intent, ok: true, data: { login: "kasia_modelarka" } });
  }
  if (fields.token === EXPIRED_TOKEN) return refuse(410, RESET_MESSAGES.linkExpired);
  if (fields.token === USED_TOKEN) return refuse(400, RESET_MESSAGES.linkInvalid);
  return data<ActionAnswer>({ intent, ok: true, data: { login: "kasia_modelarka" } });
}
