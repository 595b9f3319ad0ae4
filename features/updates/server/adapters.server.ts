import type { ApiRequest } from "#app/lib/api.server.ts";
import { json } from "#app/lib/http.server.ts";
import type { IntentHandler } from "#app/lib/page-action.server.ts";
import type { RequestTools } from "#app/lib/request-tools.server.ts";
import { refusalError } from "#app/lib/refusal.server.ts";
import { requireAdmin } from "#features/account/index.server.ts";
import { updateInput } from "../model.ts";
import { changeUpdate, createUpdate, removeUpdate, type UpdateResult } from "./entries.server.ts";
import { listUpdates } from "./updates.server.ts";

function admin(caller: Pick<RequestTools, "request" | "env" | "db">) {
  return requireAdmin(caller);
}

function done(result: UpdateResult): { id: number } {
  if (!result.ok) throw refusalError(result);
  return { id: result.id };
}

export async function getUpdates({ db }: ApiRequest): Promise<Response> {
  return json({ updates: await listUpdates(db) });
}

export async function postUpdate(api: ApiRequest): Promise<Response> {
  await admin(api);
  return json(done(await createUpdate(api.db, await api.body())), { status: 201 });
}

export async function patchUpdate(api: ApiRequest): Promise<Response> {
  await admin(api);
  return json(done(await changeUpdate(api.db, api.params.id, await api.body())));
}

export async function deleteUpdate(api: ApiRequest): Promise<Response> {
  await admin(api);
  done(await removeUpdate(api.db, api.params.id));
  return new Response(null, { status: 204 });
}

export const updateIntents: Record<string, IntentHandler> = {
  "update-create": async (form) => {
    await admin(form);
    return done(await createUpdate(form.db, updateInput(form.fields)));
  },
  "update-edit": async (form) => {
    await admin(form);
    return done(await changeUpdate(form.db, form.fields.id, updateInput(form.fields)));
  },
  "update-delete": async (form) => {
    await admin(form);
    return done(await removeUpdate(form.db, form.fields.id));
  },
};
