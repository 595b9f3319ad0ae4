import * as v from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError, json } from "#app/lib/http.server.ts";
import { getModelByComponent } from "#features/catalog/index.server.ts";
import { refusal, requireAdmin } from "#features/info-box/index.server.ts";
import { UPDATE_MESSAGES, UpdateSchema, type UpdateInput, type UpdateView } from "../model.ts";
import { addUpdate, deleteUpdate, editUpdate, listUpdates } from "./updates.server.ts";

/** The list for the home page; an unreadable D1 shows no list rather than failing the page. */
export async function loadUpdates(db: Database): Promise<UpdateView[]> {
  try {
    return await listUpdates(db);
  } catch (error) {
    console.error("Updates unavailable", error instanceof Error ? error.message : error);
    return [];
  }
}

async function readUpdate(api: ApiRequest): Promise<UpdateInput> {
  await requireAdmin(api, UPDATE_MESSAGES.adminOnly);
  const parsed = v.safeParse(UpdateSchema, await api.body());
  if (!parsed.success) throw refusal(parsed.issues[0]);
  const model = parsed.output.model || null;
  if (model !== null && !getModelByComponent(model)) throw new HttpError(400, UPDATE_MESSAGES.badModel);
  return { ...parsed.output, model };
}

function idOf(api: ApiRequest): number {
  const id = Number(api.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, UPDATE_MESSAGES.notFound);
  return id;
}

export async function getUpdates({ db }: ApiRequest): Promise<Response> {
  return json({ updates: await listUpdates(db) });
}

export async function postUpdate(api: ApiRequest): Promise<Response> {
  const input = await readUpdate(api);
  return json({ id: await addUpdate(api.db, input) }, { status: 201 });
}

export async function patchUpdate(api: ApiRequest): Promise<Response> {
  const input = await readUpdate(api);
  if (!(await editUpdate(api.db, idOf(api), input))) throw new HttpError(404, UPDATE_MESSAGES.notFound);
  return json({ id: idOf(api) });
}

export async function removeUpdate(api: ApiRequest): Promise<Response> {
  await requireAdmin(api, UPDATE_MESSAGES.adminOnly);
  if (!(await deleteUpdate(api.db, idOf(api)))) throw new HttpError(404, UPDATE_MESSAGES.notFound);
  return new Response(null, { status: 204 });
}
