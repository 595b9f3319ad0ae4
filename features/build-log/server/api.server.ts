import * as v from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError, json } from "#app/lib/http.server.ts";
import { photoGroups, type Model } from "#features/catalog/index.ts";
import { getModelByComponent } from "#features/catalog/index.server.ts";
import { INFO_BODY_BYTES, refusal, requireAdmin } from "#features/info-box/index.server.ts";
import { BUILD_MESSAGES, BuildNoteSchema, DiaryEntrySchema, type BuildStory, type DiaryEntryInput } from "../model.ts";
import {
  addDiaryEntry,
  deleteDiaryEntry,
  editDiaryEntry,
  knownPhotos,
  readBuildStory,
  saveBuildNote,
} from "./build-log.server.ts";

/** The model page's share; an unreadable D1 leaves the section out rather than failing the page. */
export async function loadBuildStory(db: Database, model: Model): Promise<BuildStory> {
  try {
    return await readBuildStory(db, model);
  } catch (error) {
    console.error("Build story unavailable", error instanceof Error ? error.message : error);
    return { note: null, diary: [], failed: true };
  }
}

function modelOf(api: ApiRequest): Model {
  const model = getModelByComponent(api.params.component ?? "");
  if (!model) throw new HttpError(404, BUILD_MESSAGES.noModel);
  return model;
}

function idOf(api: ApiRequest): number {
  const id = Number(api.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, BUILD_MESSAGES.notFound);
  return id;
}

export async function getBuildStory(api: ApiRequest): Promise<Response> {
  const story = await readBuildStory(api.db, modelOf(api));
  return json(story);
}

export async function postBuildNote(api: ApiRequest): Promise<Response> {
  const model = modelOf(api);
  await requireAdmin(api, BUILD_MESSAGES.adminOnly);
  const parsed = v.safeParse(BuildNoteSchema, await api.body(INFO_BODY_BYTES));
  if (!parsed.success) throw refusal(parsed.issues[0]);
  await saveBuildNote(api.db, model.component, parsed.output);
  return json({ saved: true });
}

async function readDiaryEntry(api: ApiRequest, model: Model): Promise<DiaryEntryInput> {
  await requireAdmin(api, BUILD_MESSAGES.adminOnly);
  const parsed = v.safeParse(DiaryEntrySchema, await api.body(INFO_BODY_BYTES));
  if (!parsed.success) throw refusal(parsed.issues[0]);
  if (knownPhotos(model, parsed.output.photos).length !== parsed.output.photos.length) {
    throw new HttpError(400, BUILD_MESSAGES.badPhoto);
  }
  return parsed.output;
}

export async function postDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = modelOf(api);
  const entry = await readDiaryEntry(api, model);
  return json({ id: await addDiaryEntry(api.db, model, entry) }, { status: 201 });
}

export async function patchDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = modelOf(api);
  const entry = await readDiaryEntry(api, model);
  const id = idOf(api);
  if (!(await editDiaryEntry(api.db, model, id, entry))) throw new HttpError(404, BUILD_MESSAGES.notFound);
  return json({ id });
}

export async function removeDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = modelOf(api);
  await requireAdmin(api, BUILD_MESSAGES.adminOnly);
  if (!(await deleteDiaryEntry(api.db, model, idOf(api)))) throw new HttpError(404, BUILD_MESSAGES.notFound);
  return new Response(null, { status: 204 });
}

/** The groups of photos a diary entry may show. */
export function photoChoices(model: Model) {
  return photoGroups(model).map((group) => ({ group: group.name, quantity: group.quantity }));
}
