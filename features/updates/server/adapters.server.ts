import type { ApiRequest } from "#app/lib/api.server.ts";
import { audit } from "#app/lib/audit.server.ts";
import { json } from "#app/lib/http.server.ts";
import type { IntentTable } from "#app/lib/page-action.server.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";
import { refusalError } from "#app/lib/domain-refusal.server.ts";
import { requireAdmin } from "#features/account/index.server.ts";
import { updateInput } from "../schema.ts";
import { changeUpdate, createUpdate, removeUpdate, type UpdateResult } from "./entries.server.ts";
import { listUpdates } from "./updates.server.ts";

function admin(caller: Pick<RequestScope, "request" | "env" | "db">) {
  return requireAdmin(caller);
}

/** A change is logged like a moderation action (decision 028); the updates are on the home page only. */
async function done(
  caller: RequestScope,
  actor: string,
  action: string,
  result: UpdateResult,
): Promise<{ id: number }> {
  if (!result.ok) throw refusalError(result);
  await audit(caller.db, { actor, action, detail: `aktualizacja #${result.id}` });
  caller.changes.page("/");
  return { id: result.id };
}

export async function getUpdates({ db }: ApiRequest): Promise<Response> {
  return json({ updates: await listUpdates(db) });
}

export async function postUpdate(api: ApiRequest): Promise<Response> {
  const { login } = await admin(api);
  return json(await done(api, login, "nowa aktualizacja", await createUpdate(api.db, await api.body())), {
    status: 201,
  });
}

export async function patchUpdate(api: ApiRequest): Promise<Response> {
  const { login } = await admin(api);
  const result = await changeUpdate(api.db, api.params.id, await api.body());
  return json(await done(api, login, "zmiana aktualizacji", result));
}

export async function deleteUpdate(api: ApiRequest): Promise<Response> {
  const { login } = await admin(api);
  await done(api, login, "usunięcie aktualizacji", await removeUpdate(api.db, api.params.id));
  return new Response(null, { status: 204 });
}

export const updateIntents = {
  "update-create": async (form) => {
    const { login } = await admin(form);
    return done(form, login, "nowa aktualizacja", await createUpdate(form.db, updateInput(form.fields)));
  },
  "update-edit": async (form) => {
    const { login } = await admin(form);
    const result = await changeUpdate(form.db, form.fields.id, updateInput(form.fields));
    return done(form, login, "zmiana aktualizacji", result);
  },
  "update-delete": async (form) => {
    const { login } = await admin(form);
    return done(form, login, "usunięcie aktualizacji", await removeUpdate(form.db, form.fields.id));
  },
} satisfies IntentTable;
