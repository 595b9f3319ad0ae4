import type { ApiRequest } from "#app/lib/api.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError, json, jsonError } from "#app/lib/http.server.ts";
import { readSession, requireAdmin } from "#features/account/index.server.ts";
import { data } from "react-router";
import { type Model, type ModelSummary } from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { CatalogUnavailable, loadCatalog } from "./catalog-read.server.ts";
import type { Catalog } from "./catalog.server.ts";
import { modelId } from "./editing.server.ts";
import { groupImages } from "./images.server.ts";
import { listTrash } from "./model-delete.server.ts";

/** A group's sizes and placeholders; a draft's only for the admin, whose page shows it. */
export async function getGroupImages(api: ApiRequest): Promise<Response> {
  const catalog = await loadCatalog(api.db);
  const model = await shownTo(api, catalog, catalog.byComponent(api.params.component ?? "", { drafts: true }));
  const images = model && (await groupImages(api.env.IMAGES, catalog, model, api.params.group ?? ""));
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

/** A model id from the address or a form; one that cannot be is a 404, as an unknown one is. */
export function knownModelId(raw: unknown): number {
  const id = modelId(raw);
  if (id === undefined) throw new HttpError(404, CATALOG_MESSAGES.notFound);
  return id;
}

async function viewer(api: ApiRequest): Promise<boolean> {
  return (await readSession(api.request, api.db, api.env.SESSION_SECRET))?.admin ?? false;
}

/** Drafts are the admin's alone: anyone else reads them as missing. */
async function shownTo(api: ApiRequest, catalog: Catalog, model: Model | undefined): Promise<Model | undefined> {
  return model && (!catalog.isDraft(model) || (await viewer(api))) ? model : undefined;
}
/** The JSON API for scripts: published models for everyone, drafts too for the admin; `?deleted=1` the trash. */
export async function getModels(api: ApiRequest): Promise<Response> {
  if (new URL(api.request.url).searchParams.get("deleted") === "1") {
    await requireAdmin(api);
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

/** The model of `:id`, a draft only for the admin; anything else is a 404. */
export async function visibleModel(api: ApiRequest): Promise<{ catalog: Catalog; model: Model }> {
  const id = knownModelId(api.params.id);
  const catalog = await loadCatalog(api.db);
  const model = await shownTo(api, catalog, catalog.byId(id, { drafts: true }));
  if (!model) throw new HttpError(404, CATALOG_MESSAGES.notFound);
  return { catalog, model };
}

export async function getModel(api: ApiRequest): Promise<Response> {
  const { catalog, model } = await visibleModel(api);
  return json({ model: { ...model, published: !catalog.isDraft(model), banner: catalog.onBanner(model) } });
}
