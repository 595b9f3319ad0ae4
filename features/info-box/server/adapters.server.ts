import type { ApiRequest } from "#app/lib/api.server.ts";
import { audit } from "#app/lib/audit.server.ts";
import { json } from "#app/lib/http.server.ts";
import type { IntentRequest, IntentTable } from "#app/lib/page-action.server.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";
import { refusalError } from "#app/lib/domain-refusal.server.ts";
import { requireAdmin } from "#features/account/index.server.ts";
import { readInfoContent, type TextName } from "./info.server.ts";
import { saveText } from "./texts.server.ts";

// 20,000 Polish characters are ~60 KB of JSON and up to 6 bytes each percent-encoded: 32 KiB would refuse them.
const INFO_BODY_BYTES = 128 * 1024;
export const TEXT_FORM_BYTES = 256 * 1024;

function admin(caller: Pick<RequestScope, "request" | "env" | "db">) {
  return requireAdmin(caller);
}

const TEXT_LABELS: Record<TextName, string> = { info: "Informacje", about: "O mnie" };
const TEXT_PAGES: Record<TextName, string> = { info: "/", about: "/About" };

async function save(caller: RequestScope, name: TextName, read: () => Promise<unknown>): Promise<string> {
  const { login } = await admin(caller);
  const result = await saveText(caller.db, name, { content: await read() });
  if (!result.ok) throw refusalError(result);
  await audit(caller.db, { actor: login, action: "zmiana tekstu", detail: TEXT_LABELS[name] });
  caller.changes.page(TEXT_PAGES[name]);
  return result.content;
}

export function textHandlers(name: TextName) {
  return {
    GET: async ({ db }: ApiRequest) => json({ content: await readInfoContent(db, name) }),
    POST: async (api: ApiRequest) =>
      json({ content: await save(api, name, async () => (await api.body(INFO_BODY_BYTES)).content) }),
  };
}

const saving = (name: TextName) => async (form: IntentRequest) => ({
  content: await save(form, name, async () => form.fields.content ?? ""),
});

export const textIntents = {
  "info-save": saving("info"),
  "about-save": saving("about"),
} satisfies IntentTable;
