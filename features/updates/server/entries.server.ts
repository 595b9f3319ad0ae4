import type { Database } from "#app/lib/db.server.ts";
import { checkInput, refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { loadCatalog } from "#features/catalog/index.server.ts";
import type { UpdateView } from "../model.ts";
import { UPDATE_MESSAGES, UpdateSchema, type UpdateInput } from "../schema.ts";
import { addUpdate, deleteUpdate, editUpdate, listUpdates } from "./updates.server.ts";

// An unreadable D1 shows no list rather than failing the page.
export async function loadUpdates(db: Database): Promise<UpdateView[]> {
  try {
    return await listUpdates(db);
  } catch (error) {
    console.error("Updates unavailable", error instanceof Error ? error.message : error);
    return [];
  }
}

export type UpdateResult = { ok: true; id: number } | Refusal;

async function readUpdate(db: Database, input: unknown): Promise<{ ok: true; update: UpdateInput } | Refusal> {
  const checked = checkInput(UpdateSchema, input);
  if (!checked.ok) return checked;
  const model = checked.value.model || null;
  if (model !== null && !(await loadCatalog(db)).byComponent(model)) {
    return refused("invalid", UPDATE_MESSAGES.badModel);
  }
  return { ok: true, update: { ...checked.value, model } };
}

function idOf(id: unknown): number | undefined {
  const number = typeof id === "number" ? id : Number(id);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

const notFound = () => refused("not-found", UPDATE_MESSAGES.notFound);

export async function createUpdate(db: Database, input: unknown, now = Date.now()): Promise<UpdateResult> {
  const read = await readUpdate(db, input);
  if (!read.ok) return read;
  return { ok: true, id: await addUpdate(db, read.update, now) };
}

export async function changeUpdate(db: Database, id: unknown, input: unknown, now = Date.now()): Promise<UpdateResult> {
  const read = await readUpdate(db, input);
  if (!read.ok) return read;
  const entry = idOf(id);
  if (entry === undefined || !(await editUpdate(db, entry, read.update, now))) return notFound();
  return { ok: true, id: entry };
}

export async function removeUpdate(db: Database, id: unknown): Promise<UpdateResult> {
  const entry = idOf(id);
  if (entry === undefined || !(await deleteUpdate(db, entry))) return notFound();
  return { ok: true, id: entry };
}
