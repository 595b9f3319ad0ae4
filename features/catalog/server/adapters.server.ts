import type { ApiRequest } from "#app/lib/api.server.ts";
import { audit } from "#app/lib/audit.server.ts";
import { HttpError, json, jsonError } from "#app/lib/http.server.ts";
import { refusalError } from "#app/lib/domain-refusal.server.ts";
import { readSession, requireAdmin } from "#features/account/index.server.ts";
import { CATALOG_MESSAGES, FACT_STARTERS, modelHref, type Model, type ModelSummary } from "../model.ts";
import { trashedHref, type RestoredModel } from "../owner-list.ts";
import { changeModel, createModel, modelId, type ModelResult } from "./editing.server.ts";
import { listTrash, restoreModel, trashModel } from "./model-delete.server.ts";
import type { ModelChanges } from "./model-fields.server.ts";
import { data, redirect } from "react-router";
import type { IntentRequest, IntentTable } from "#app/lib/page-action.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { CatalogUnavailable, loadCatalog } from "./catalog-read.server.ts";
import type { Catalog } from "./catalog.server.ts";
import { groupImages } from "./images.server.ts";
import { PHOTO_REQUEST_BYTES, PHOTO_MESSAGES } from "../photo-files.ts";
import { uploadPhoto } from "./photo-storage.server.ts";
import { addFilm, changePhoto, deletePhoto, type PhotoChanges } from "./photos.server.ts";
import { readFormData } from "#app/lib/http.server.ts";
import { hasSecret } from "#app/lib/client.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { createPreviewLink, revokePreviewLinks } from "./preview.server.ts";

export async function getGroupImages({ env, db, params }: ApiRequest): Promise<Response> {
  const images = await groupImages(env.IMAGES, await loadCatalog(db), params.component ?? "", params.group ?? "");
  return images ? json({ images }) : jsonError(404, "Nie ma takiej galerii");
}

/** A page's catalogue; D1 down with no copy in the isolate is the error page with 503, not a 500. */
export async function pageCatalog(db: Database): Promise<Catalog> {
  try {
    return await loadCatalog(db);
  } catch (error) {
    if (error instanceof CatalogUnavailable) throw data(null, { status: 503 });
    throw error;
  }
}

function adminOf(api: Pick<ApiRequest, "request" | "env" | "db">) {
  return requireAdmin(api);
}

/** Every change of the catalogue leaves a row in the moderation log (decision 028). */
async function logged<T extends ModelResult | { ok: true; model: Model } | { ok: false }>(
  db: Database,
  actor: string,
  action: string,
  result: T,
  fields: object = {},
): Promise<T> {
  if (!result.ok) return result;
  const changed = Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [key]));
  const detail = `${result.model.name} (${result.model.path})${changed.length ? `: ${changed.join(", ")}` : ""}`;
  await audit(db, { actor, action, detail });
  return result;
}

function idParam(api: ApiRequest): number {
  const id = modelId(api.params.id);
  if (id === undefined) throw new HttpError(404, CATALOG_MESSAGES.notFound);
  return id;
}

function done(result: ModelResult, status = 200): Response {
  if (!result.ok) throw refusalError(result);
  return json({ model: { ...result.model, published: !result.draft, banner: result.banner } }, { status });
}

async function viewer(api: ApiRequest): Promise<boolean> {
  return (await readSession(api.request, api.db, api.env.SESSION_SECRET))?.admin ?? false;
}

/** The JSON API for scripts: published models for everyone, drafts too for the admin; `?deleted=1` the trash. */
export async function getModels(api: ApiRequest): Promise<Response> {
  if (new URL(api.request.url).searchParams.get("deleted") === "1") {
    await adminOf(api);
    return json({ models: await listTrash(api.db) });
  }
  const catalog = await loadCatalog(api.db);
  const admin = await viewer(api);
  const models = (admin ? catalog.all : catalog.models).map((model) => ({
    ...model,
    published: !catalog.isDraft(model),
    banner: catalog.onBanner(model),
  }));
  return json({ models });
}

export interface ModelCardsRead {
  models: readonly ModelSummary[];
  catalogVersion: number;
  /** The address asked for the current catalogue and for this viewer: its answer may be kept (docs/decisions/037). */
  current: boolean;
}

/** The strip's cards, newest first, drafts marked for the admin (the route adds the comment counts). */
export async function readModelCards(api: ApiRequest): Promise<ModelCardsRead> {
  const [catalog, admin] = await Promise.all([loadCatalog(api.db), viewer(api)]);
  const asked = new URL(api.request.url).searchParams;
  // Drafts only where they were asked for: an owner's answer never sits in the browser under a visitor's address.
  const owner = admin && (asked.has("drafts") || !asked.has("version"));
  const current =
    catalog.version > 0 && Number(asked.get("version")) === catalog.version && asked.has("drafts") === admin;
  return { models: catalog.cards(owner), catalogVersion: catalog.version, current };
}

export async function getModel(api: ApiRequest): Promise<Response> {
  const id = idParam(api);
  const catalog = await loadCatalog(api.db);
  const model = catalog.byId(id, { drafts: true });
  if (!model || (catalog.isDraft(model) && !(await viewer(api)))) throw new HttpError(404, CATALOG_MESSAGES.notFound);
  return json({ model: { ...model, published: !catalog.isDraft(model), banner: catalog.onBanner(model) } });
}

/** What other features do when a model moves: the route composes them (catalog imports none of them). */
export interface ModelHooks<Request> {
  trashed(request: Request, model: Model): Promise<void>;
  renamed(db: Database, model: Model, before: string): Promise<void>;
}

async function afterChange(
  db: Database,
  hooks: Pick<ModelHooks<unknown>, "renamed">,
  before: Model | undefined,
  result: ModelResult,
): Promise<void> {
  if (result.ok && before && before.name !== result.model.name) await hooks.renamed(db, result.model, before.name);
}

export function modelHandlers(reserved: ReadonlySet<string>, hooks: ModelHooks<ApiRequest>) {
  return {
    async post(api: ApiRequest): Promise<Response> {
      const { login } = await adminOf(api);
      const body = await api.body();
      const created = await createModel(
        api.db,
        { path: body.path, name: body.name, category: body.category },
        reserved,
      );
      return done(await logged(api.db, login, "nowy model", created), 201);
    },
    async patch(api: ApiRequest): Promise<Response> {
      const { login } = await adminOf(api);
      const id = idParam(api);
      const changes = await api.body();
      const before = (await loadCatalog(api.db)).byId(id, { drafts: true });
      const result = await changeModel(api.db, id, changes, reserved);
      await afterChange(api.db, hooks, before, result);
      return done(await logged(api.db, login, "zmiana modelu", result, changes));
    },
    async delete(api: ApiRequest): Promise<Response> {
      const { login } = await adminOf(api);
      const removed = await logged(api.db, login, "usunięcie modelu", await trashModel(api.db, idParam(api)));
      if (!removed.ok) throw refusalError(removed);
      await hooks.trashed(api, removed.model);
      return new Response(null, { status: 204 });
    },
    /** `POST /api/models/:id/restore`: back from the trash, or 409 when its address was taken meanwhile. */
    async restore(api: ApiRequest): Promise<Response> {
      const { login } = await adminOf(api);
      const restored = await logged(api.db, login, "przywrócenie modelu", await restoreModel(api.db, idParam(api)));
      if (!restored.ok) throw refusalError(restored);
      const catalog = await loadCatalog(api.db);
      const { model } = restored;
      return json({ model: { ...model, published: !catalog.isDraft(model), banner: catalog.onBanner(model) } });
    },
  };
}

export const trashIntents = {
  "model-restore": async (form) => {
    const { login } = await adminOf(form);
    const restored = await logged(
      form.db,
      login,
      "przywrócenie modelu",
      await restoreModel(form.db, formModelId(form)),
    );
    if (!restored.ok) throw refusalError(restored);
    return { name: restored.model.name, href: modelHref(restored.model.path) } satisfies RestoredModel;
  },
} satisfies IntentTable;

const FIELD_OF_MESSAGE: ReadonlyMap<string, string> = new Map([
  [CATALOG_MESSAGES.nameRequired, "name"],
  [CATALOG_MESSAGES.nameTooLong, "name"],
  [CATALOG_MESSAGES.pathRequired, "path"],
  [CATALOG_MESSAGES.pathInvalid, "path"],
  [CATALOG_MESSAGES.pathReserved, "path"],
  [CATALOG_MESSAGES.pathTaken, "path"],
  [CATALOG_MESSAGES.categoryInvalid, "category"],
  [CATALOG_MESSAGES.descriptionTooLong, "description"],
  [CATALOG_MESSAGES.yearInvalid, "completionYear"],
  [CATALOG_MESSAGES.positionInvalid, "position"],
  [CATALOG_MESSAGES.addressTooLong, "address"],
  [CATALOG_MESSAGES.iconInvalid, "icon"],
]);

function formDone(result: ModelResult): Extract<ModelResult, { ok: true }> {
  if (result.ok) return result;
  const error = refusalError(result);
  throw new HttpError(error.status, error.message, undefined, result.field ?? FIELD_OF_MESSAGE.get(result.message));
}

/** Rows as posted (`fact-0-name`, …) after a move; ticked `…-remove` rows and starters without a value are dropped. */
function postedRows(
  fields: Record<string, string>,
  prefix: string,
  starters: readonly string[] = [],
): { name: string; value: string }[] {
  let rows: { name: string; value: string; drop: boolean }[] = [];
  for (let index = 0; `${prefix}-${index}-name` in fields || `${prefix}-${index}-value` in fields; index++) {
    const name = fields[`${prefix}-${index}-name`] ?? "";
    const value = fields[`${prefix}-${index}-value`] ?? "";
    const blankStarter = !value.trim() && starters.includes(name.trim());
    rows.push({ name, value, drop: `${prefix}-${index}-remove` in fields || blankStarter });
  }
  const removed = Number(fields[`${prefix}Remove`] ?? NaN);
  if (Number.isInteger(removed) && rows[removed]) rows.splice(removed, 1);
  const [from, direction] = (fields[`${prefix}Move`] ?? "").split(":");
  const index = Number(from);
  const target = direction === "up" ? index - 1 : direction === "down" ? index + 1 : NaN;
  if (Number.isInteger(index) && rows[index] && rows[target])
    [rows[index], rows[target]] = [rows[target]!, rows[index]!];
  rows = rows.filter((row) => !row.drop);
  return rows.map(({ name, value }) => ({ name, value }));
}

/** The article's sections as posted; a blank line starts a new paragraph. */
function postedHistory(fields: Record<string, string>) {
  const sections = [];
  for (let index = 0; `section-${index}-heading` in fields; index++) {
    const field = (name: string) => fields[`section-${index}-${name}`] ?? "";
    sections.push({
      heading: field("heading"),
      paragraphs: field("text").split(/\n\s*\n/),
      ...(field("photo") ? { photo: { caption: field("caption"), alt: field("alt") } } : {}),
    });
  }
  return { sections, source: { label: fields.sourceLabel ?? "", url: fields.sourceUrl ?? "" } };
}

const saved = () => ({ saved: true });
const echo = <C extends object>(changes: C) => changes;

function formModelId(form: IntentRequest): number {
  const id = modelId(form.fields.id);
  if (id === undefined) throw new HttpError(404, CATALOG_MESSAGES.notFound);
  return id;
}

/** The owner's forms on the model pages and the new-model page; a created, moved or deleted model moves the browser. */
export function modelIntents(reserved: ReadonlySet<string>, hooks: ModelHooks<IntentRequest>) {
  /** A form that changes some of the model's fields, logged with them named like the API's PATCH (decision 028). */
  const changing =
    <C extends ModelChanges, Answer>(
      changesOf: (fields: Record<string, string>) => C,
      answer: (changes: C) => Answer,
    ) =>
    async (form: IntentRequest) => {
      const { login } = await adminOf(form);
      const changes = changesOf(form.fields);
      const id = formModelId(form);
      const before = (await loadCatalog(form.db)).byId(id, { drafts: true });
      const result = await changeModel(form.db, id, changes, reserved);
      await afterChange(form.db, hooks, before, result);
      formDone(await logged(form.db, login, "zmiana modelu", result, changes));
      return answer(changes);
    };
  return {
    "model-create": async (form) => {
      const { login } = await adminOf(form);
      const { fields } = form;
      const input = { path: fields.path, name: fields.name, category: fields.category ?? "" };
      const created = formDone(await logged(form.db, login, "nowy model", await createModel(form.db, input, reserved)));
      throw redirect(modelHref(created.model.path));
    },
    "model-edit": async (form) => {
      const { login } = await adminOf(form);
      const id = formModelId(form);
      const { fields } = form;
      const before = (await loadCatalog(form.db)).byId(id, { drafts: true });
      const changes = {
        name: fields.name,
        path: fields.path,
        category: fields.category,
        description: fields.description,
        completionYear: fields.completionYear?.trim() ?? "",
      };
      const result = await changeModel(form.db, id, changes, reserved);
      await afterChange(form.db, hooks, before, result);
      const changed = formDone(await logged(form.db, login, "zmiana modelu", result, changes));
      if (before && before.path !== changed.model.path) throw redirect(modelHref(changed.model.path));
      return { saved: true };
    },
    "model-facts": changing((fields) => ({ facts: postedRows(fields, "fact", FACT_STARTERS) }), saved),
    // The uploader's offer of a photo's GPS as the map point: the point only, the address stays.
    "model-map-point": changing((fields) => ({ position: [fields.latitude ?? "", fields.longitude ?? ""] }), saved),
    "model-history": changing((fields) => ({ history: postedHistory(fields) }), saved),
    "model-lighthouse": changing(
      (fields) => ({ technicalData: postedRows(fields, "data"), lightPhases: fields.lightPhases ?? "" }),
      saved,
    ),
    "model-place": changing(
      ({ position = "", address = "", icon }) => ({ position, address, ...(icon !== undefined ? { icon } : {}) }),
      saved,
    ),
    "model-publish": changing((fields) => ({ published: fields.published === "true" }), echo),
    "model-ribbon": changing((fields) => ({ isNew: fields.isNew === "true" }), echo),
    // An unticked box posts nothing: the form's answer is "off the banner".
    "model-banner": changing((fields) => ({ banner: fields.banner === "true" }), echo),
    "model-preview-link": async (form) => {
      await adminOf(form);
      form.changes.nothing();
      const catalog = await loadCatalog(form.db);
      const model = catalog.byId(formModelId(form), { drafts: true });
      if (!model) throw new HttpError(404, CATALOG_MESSAGES.notFound);
      if (catalog.byId(model.id)) throw new HttpError(409, CATALOG_MESSAGES.previewPublished);
      if (!hasSecret(form.env.SESSION_SECRET)) throw new HttpError(503, REFUSALS.unavailable);
      const origin = new URL(form.request.url).origin;
      const link = await createPreviewLink(form.db, form.env.SESSION_SECRET, origin, model);
      if (!link) throw new HttpError(404, CATALOG_MESSAGES.notFound);
      return link;
    },
    "model-preview-revoke": async (form) => {
      await adminOf(form);
      form.changes.nothing();
      await revokePreviewLinks(form.db, formModelId(form));
      return { revoked: true };
    },
    "model-delete": async (form) => {
      const { login } = await adminOf(form);
      const id = formModelId(form);
      const model = (await loadCatalog(form.db)).byId(id, { drafts: true });
      if (!model) throw new HttpError(404, CATALOG_MESSAGES.notFound);
      if ((form.fields.confirm ?? "").trim() !== model.name) {
        throw new HttpError(400, CATALOG_MESSAGES.confirmName, undefined, "confirm");
      }
      const removed = await logged(form.db, login, "usunięcie modelu", await trashModel(form.db, id));
      if (!removed.ok) throw refusalError(removed);
      await hooks.trashed(form, removed.model);
      throw redirect(trashedHref(id));
    },
  } satisfies IntentTable;
}

function photoIdOf(raw: unknown): number {
  const id = modelId(raw);
  if (id === undefined) throw new HttpError(404, PHOTO_MESSAGES.photoNotFound);
  return id;
}

async function uploadForm(request: Request): Promise<FormData> {
  try {
    return await readFormData(request, PHOTO_REQUEST_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, PHOTO_MESSAGES.requestTooLarge);
    throw error;
  }
}

/** `/api/models/:id/photos[/:photoId]`: a photo by multipart upload or a film by JSON; arranging by JSON. */
export const photoHandlers = {
  async get(api: ApiRequest): Promise<Response> {
    const id = idParam(api);
    const catalog = await loadCatalog(api.db);
    const model = catalog.byId(id, { drafts: true });
    if (!model || (catalog.isDraft(model) && !(await viewer(api)))) throw new HttpError(404, CATALOG_MESSAGES.notFound);
    return json({ photos: catalog.photosOf(model) });
  },
  async post(api: ApiRequest): Promise<Response> {
    await adminOf(api);
    const id = idParam(api);
    const type = api.request.headers.get("content-type") ?? "";
    const photo = /json/i.test(type)
      ? await addFilm(api.db, id, (await api.body()).video)
      : await uploadPhoto(api.db, api.env.IMAGES, id, { form: await uploadForm(api.request) });
    return json({ photo }, { status: 201 });
  },
  async patch(api: ApiRequest): Promise<Response> {
    await adminOf(api);
    const changes: PhotoChanges = await api.body();
    const photo = await changePhoto(api.db, api.env.IMAGES, idParam(api), photoIdOf(api.params.photoId), changes);
    return json({ photo });
  },
  async delete(api: ApiRequest): Promise<Response> {
    await adminOf(api);
    await deletePhoto(api.db, api.env.IMAGES, idParam(api), photoIdOf(api.params.photoId));
    return new Response(null, { status: 204 });
  },
};

/** The gallery's arranging as page forms (no JavaScript needed); the upload itself is the API's. */
export const photoIntents = {
  "photo-edit": async (form) => {
    await adminOf(form);
    const { fields } = form;
    const photo = await changePhoto(form.db, form.env.IMAGES, formModelId(form), photoIdOf(fields.photoId), {
      caption: fields.caption,
      group: fields.group,
      position: fields.position,
      cover: fields.cover,
      card: fields.card,
    });
    return { photo };
  },
  "photo-delete": async (form) => {
    await adminOf(form);
    const photoId = photoIdOf(form.fields.photoId);
    await deletePhoto(form.db, form.env.IMAGES, formModelId(form), photoId);
    return { deleted: photoId };
  },
  "film-add": async (form) => {
    await adminOf(form);
    return { photo: await addFilm(form.db, formModelId(form), form.fields.video) };
  },
} satisfies IntentTable;
