import type { ApiRequest } from "#app/lib/api.server.ts";
import { HttpError, json } from "#app/lib/http.server.ts";
import type { IntentHandler, IntentRequest } from "#app/lib/page-action.server.ts";
import type { RequestTools } from "#app/lib/request-tools.server.ts";
import { refusalError } from "#app/lib/refusal.server.ts";
import { requireAdmin } from "#features/account/index.server.ts";
import type { Model } from "#features/catalog/index.ts";
import { loadCatalog } from "#features/catalog/index.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { diaryInput, noteInput, typedPhotos } from "../model.ts";
import { readBuildStory } from "./build-log.server.ts";
import {
  changeDiaryEntry,
  createDiaryEntry,
  photoChoices,
  removeDiaryEntry,
  saveNote,
  storyModel,
  type StoryResult,
} from "./story.server.ts";

// 20,000 Polish characters are ~60 KB of JSON and up to 6 bytes each percent-encoded: 32 KiB would refuse them.
const STORY_BODY_BYTES = 128 * 1024;
export const STORY_FORM_BYTES = 256 * 1024;

function admin(caller: Pick<RequestTools, "request" | "env" | "db">) {
  return requireAdmin(caller);
}

async function modelOf(db: Database, component: unknown): Promise<Model> {
  const found = storyModel(await loadCatalog(db), component);
  if (!found.ok) throw refusalError(found);
  return found.model;
}

function done(result: StoryResult): StoryResult & { ok: true } {
  if (!result.ok) throw refusalError(result);
  return result;
}

export async function getBuildStory(api: ApiRequest): Promise<Response> {
  return json(await readBuildStory(api.db, await modelOf(api.db, api.params.component)));
}

export async function postBuildNote(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  await admin(api);
  done(await saveNote(api.db, model, await api.body(STORY_BODY_BYTES)));
  return json({ saved: true });
}

export async function postDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  await admin(api);
  const { id } = done(await createDiaryEntry(api.db, model, await api.body(STORY_BODY_BYTES)));
  return json({ id }, { status: 201 });
}

export async function patchDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  await admin(api);
  const { id } = done(await changeDiaryEntry(api.db, model, api.params.id, await api.body(STORY_BODY_BYTES)));
  return json({ id });
}

export async function deleteDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  await admin(api);
  done(await removeDiaryEntry(api.db, model, api.params.id));
  return new Response(null, { status: 204 });
}

function entryOf(model: Model, { fields }: IntentRequest) {
  const choices = photoChoices(model);
  const input = diaryInput(choices, {
    date: fields.date ?? "",
    content: fields.content ?? "",
    photos: typedPhotos(choices, fields),
  });
  if (typeof input === "string") throw new HttpError(400, input);
  return input;
}

async function formModel(form: IntentRequest): Promise<Model> {
  const model = await modelOf(form.db, form.fields.component);
  await admin(form);
  return model;
}

export const buildLogIntents: Record<string, IntentHandler> = {
  "build-note-save": async (form) => done(await saveNote(form.db, await formModel(form), noteInput(form.fields))),
  "diary-create": async (form) => {
    const model = await formModel(form);
    return done(await createDiaryEntry(form.db, model, entryOf(model, form)));
  },
  "diary-edit": async (form) => {
    const model = await formModel(form);
    return done(await changeDiaryEntry(form.db, model, form.fields.id, entryOf(model, form)));
  },
  "diary-delete": async (form) => done(await removeDiaryEntry(form.db, await formModel(form), form.fields.id)),
};
