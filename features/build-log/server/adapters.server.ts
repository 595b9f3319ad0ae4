import type { ApiRequest } from "#app/lib/api.server.ts";
import { audit } from "#app/lib/audit.server.ts";
import { HttpError, json } from "#app/lib/http.server.ts";
import type { IntentRequest, IntentTable } from "#app/lib/page-action.server.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";
import { refusalError } from "#app/lib/domain-refusal.server.ts";
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

const NOTE_SAVED = "zmiana opisu budowy";
const ENTRY_ADDED = "nowy wpis dziennika";
const ENTRY_CHANGED = "zmiana wpisu dziennika";
const ENTRY_DELETED = "usunięcie wpisu dziennika";

function admin(caller: Pick<RequestScope, "request" | "env" | "db">) {
  return requireAdmin(caller);
}

async function modelOf(db: Database, component: unknown): Promise<Model> {
  const found = storyModel(await loadCatalog(db), component);
  if (!found.ok) throw refusalError(found);
  return found.model;
}

/** A change is logged like a moderation action (decision 028). */
async function done(
  db: Database,
  actor: string,
  action: string,
  model: Model,
  result: StoryResult,
): Promise<StoryResult & { ok: true }> {
  if (!result.ok) throw refusalError(result);
  const entry = result.id === undefined ? "" : ` #${result.id}`;
  await audit(db, { actor, action, detail: `${model.name}${entry}` });
  return result;
}

export async function getBuildStory(api: ApiRequest): Promise<Response> {
  return json(await readBuildStory(api.db, await modelOf(api.db, api.params.component)));
}

export async function postBuildNote(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  const { login } = await admin(api);
  const result = await saveNote(api.db, model, await api.body(STORY_BODY_BYTES));
  await done(api.db, login, NOTE_SAVED, model, result);
  return json({ saved: true });
}

export async function postDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  const { login } = await admin(api);
  const result = await createDiaryEntry(api.db, model, await api.body(STORY_BODY_BYTES));
  const { id } = await done(api.db, login, ENTRY_ADDED, model, result);
  return json({ id }, { status: 201 });
}

export async function patchDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  const { login } = await admin(api);
  const result = await changeDiaryEntry(api.db, model, api.params.id, await api.body(STORY_BODY_BYTES));
  const { id } = await done(api.db, login, ENTRY_CHANGED, model, result);
  return json({ id });
}

export async function deleteDiaryEntry(api: ApiRequest): Promise<Response> {
  const model = await modelOf(api.db, api.params.component);
  const { login } = await admin(api);
  await done(api.db, login, ENTRY_DELETED, model, await removeDiaryEntry(api.db, model, api.params.id));
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

async function formModel(form: IntentRequest): Promise<{ model: Model; login: string }> {
  const model = await modelOf(form.db, form.fields.component);
  const { login } = await admin(form);
  return { model, login };
}

export const buildLogIntents = {
  "build-note-save": async (form) => {
    const { model, login } = await formModel(form);
    return done(form.db, login, NOTE_SAVED, model, await saveNote(form.db, model, noteInput(form.fields)));
  },
  "diary-create": async (form) => {
    const { model, login } = await formModel(form);
    const result = await createDiaryEntry(form.db, model, entryOf(model, form));
    return done(form.db, login, ENTRY_ADDED, model, result);
  },
  "diary-edit": async (form) => {
    const { model, login } = await formModel(form);
    const result = await changeDiaryEntry(form.db, model, form.fields.id, entryOf(model, form));
    return done(form.db, login, ENTRY_CHANGED, model, result);
  },
  "diary-delete": async (form) => {
    const { model, login } = await formModel(form);
    return done(form.db, login, ENTRY_DELETED, model, await removeDiaryEntry(form.db, model, form.fields.id));
  },
} satisfies IntentTable;
