import type { Database } from "#app/lib/db.server.ts";
import { checkInput, refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { photoGroups, type Model } from "#features/catalog/index.ts";
import type { Catalog } from "#features/catalog/index.server.ts";
import { BUILD_MESSAGES, BuildNoteSchema, DiaryEntrySchema, type BuildStory, type DiaryEntryInput } from "../model.ts";
import {
  addDiaryEntry,
  deleteDiaryEntry,
  editDiaryEntry,
  knownPhotos,
  readBuildStory,
  saveBuildNote,
} from "./build-log.server.ts";

// An unreadable D1 leaves the section out rather than failing the page.
export async function loadBuildStory(db: Database, model: Model): Promise<BuildStory> {
  try {
    return await readBuildStory(db, model);
  } catch (error) {
    console.error("Build story unavailable", error instanceof Error ? error.message : error);
    return { note: null, diary: [], failed: true };
  }
}

export function photoChoices(model: Model) {
  return photoGroups(model).map((group) => ({ group: group.name, quantity: group.quantity }));
}

export function storyModel(catalog: Catalog, component: unknown): { ok: true; model: Model } | Refusal {
  const model = typeof component === "string" ? catalog.byComponent(component) : undefined;
  return model ? { ok: true, model } : refused("not-found", BUILD_MESSAGES.noModel);
}

export type StoryResult = { ok: true; id?: number } | Refusal;

export async function saveNote(db: Database, model: Model, input: unknown, now = Date.now()): Promise<StoryResult> {
  const checked = checkInput(BuildNoteSchema, input);
  if (!checked.ok) return checked;
  await saveBuildNote(db, model.component, checked.value, now);
  return { ok: true };
}

function readEntry(model: Model, input: unknown): { ok: true; entry: DiaryEntryInput } | Refusal {
  const checked = checkInput(DiaryEntrySchema, input);
  if (!checked.ok) return checked;
  if (knownPhotos(model, checked.value.photos).length !== checked.value.photos.length) {
    return refused("invalid", BUILD_MESSAGES.badPhoto);
  }
  return { ok: true, entry: checked.value };
}

function entryId(id: unknown): number | undefined {
  const number = typeof id === "number" ? id : Number(id);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

const notFound = () => refused("not-found", BUILD_MESSAGES.notFound);

export async function createDiaryEntry(db: Database, model: Model, input: unknown, now = Date.now()): Promise<StoryResult> {
  const read = readEntry(model, input);
  if (!read.ok) return read;
  return { ok: true, id: await addDiaryEntry(db, model, read.entry, now) };
}

export async function changeDiaryEntry(
  db: Database,
  model: Model,
  id: unknown,
  input: unknown,
  now = Date.now(),
): Promise<StoryResult> {
  const read = readEntry(model, input);
  if (!read.ok) return read;
  const entry = entryId(id);
  if (entry === undefined || !(await editDiaryEntry(db, model, entry, read.entry, now))) return notFound();
  return { ok: true, id: entry };
}

export async function removeDiaryEntry(db: Database, model: Model, id: unknown): Promise<StoryResult> {
  const entry = entryId(id);
  if (entry === undefined || !(await deleteDiaryEntry(db, model, entry))) return notFound();
  return { ok: true, id: entry };
}
