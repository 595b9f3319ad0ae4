import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { refused, type Refusal } from "#app/lib/refusal.server.ts";
import { CATALOG_MESSAGES, MODEL_CATEGORIES, UNDER_CONSTRUCTION_YEAR, type Category, type Model } from "../model.ts";
import { catalogChanged, loadCatalog, pathKey } from "./catalog.server.ts";
import { catalogBanners, catalogModels, catalogPhotos, catalogRedirects } from "./tables.server.ts";

const NAME_MAX = 120;
const PATH_MAX = 60;
const DESCRIPTION_MAX = 2000;
/** Letters (Polish ones too), digits, hyphens and single inner spaces, as the spec's three spaced addresses have. */
const PATH_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]| (?! ))*$/u;
const UNDER_CONSTRUCTION_MARK = 9999;

export type ModelResult = { ok: true; model: Model; draft: boolean } | Refusal;

export interface ModelDraftInput {
  path: unknown;
  name: unknown;
  category: unknown;
}

export interface ModelChanges {
  path?: unknown;
  name?: unknown;
  category?: unknown;
  description?: unknown;
  completionYear?: unknown;
  published?: unknown;
  /** The strip's "nowa galeria" ribbon. */
  isNew?: unknown;
}

type Checked<T> = { ok: true; value: T } | Refusal;

function checkName(name: unknown): Checked<string> {
  const text = typeof name === "string" ? name.trim() : "";
  if (!text) return refused("invalid", CATALOG_MESSAGES.nameRequired);
  if (text.length > NAME_MAX) return refused("invalid", CATALOG_MESSAGES.nameTooLong);
  return { ok: true, value: text };
}

function checkCategory(category: unknown): Checked<Category> {
  return typeof category === "string" && (MODEL_CATEGORIES as readonly string[]).includes(category)
    ? { ok: true, value: category as Category }
    : refused("invalid", CATALOG_MESSAGES.categoryInvalid);
}

/** An address as the owner types it, checked against the site's own paths and every model's, old ones included. */
async function checkPath(
  db: Database,
  path: unknown,
  reserved: ReadonlySet<string>,
  ownerId?: number,
): Promise<Checked<string>> {
  const text = typeof path === "string" ? path.trim().replace(/^\/+/, "").replace(/\/+$/, "") : "";
  if (!text) return refused("invalid", CATALOG_MESSAGES.pathRequired);
  if (text.length > PATH_MAX || !PATH_PATTERN.test(text)) return refused("invalid", CATALOG_MESSAGES.pathInvalid);
  const key = pathKey(text);
  if (reserved.has(key)) return refused("invalid", CATALOG_MESSAGES.pathReserved);
  const [model, redirect] = await db.batch([
    db.select({ id: catalogModels.id }).from(catalogModels).where(eq(catalogModels.pathKey, key)),
    db.select({ id: catalogRedirects.modelId }).from(catalogRedirects).where(eq(catalogRedirects.pathKey, key)),
  ]);
  const holder = model[0]?.id ?? redirect[0]?.id;
  if (holder !== undefined && holder !== ownerId) return refused("taken", CATALOG_MESSAGES.pathTaken);
  return { ok: true, value: `/${text}` };
}

/** The stable key of a new model: its address in ASCII letters and digits, unique among the models. */
async function newComponent(db: Database, path: string): Promise<string> {
  const base =
    pathKey(path)
      .split(/[\s-]+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join("")
      .replace(/[^A-Za-z0-9]/g, "") || "Model";
  const taken = new Set(
    (await db.select({ component: catalogModels.component }).from(catalogModels).all()).map((row) =>
      row.component.toLowerCase(),
    ),
  );
  let component = base;
  for (let n = 2; taken.has(component.toLowerCase()); n++) component = `${base}${n}`;
  return component;
}

async function answer(db: Database, id: number): Promise<ModelResult> {
  const catalog = await loadCatalog(db);
  const model = catalog.byId(id, { drafts: true });
  return model ? { ok: true, model, draft: catalog.isDraft(model) } : refused("not-found", CATALOG_MESSAGES.notFound);
}

/** A new model is a draft, in building, with nothing but its name, address and category. */
export async function createModel(
  db: Database,
  input: ModelDraftInput,
  reserved: ReadonlySet<string>,
  now = Date.now(),
): Promise<ModelResult> {
  const name = checkName(input.name);
  if (!name.ok) return name;
  const category = checkCategory(input.category);
  if (!category.ok) return category;
  const path = await checkPath(db, input.path, reserved);
  if (!path.ok) return path;
  const component = await newComponent(db, path.value);
  const at = new Date(now);
  const [inserted] = await db.batch([
    db
      .insert(catalogModels)
      .values({
        id: sql`(SELECT coalesce(max(id), -1) + 1 FROM catalog_models)`,
        component,
        path: path.value,
        pathKey: pathKey(path.value),
        name: name.value,
        category: category.value,
        published: false,
        isNew: true,
        lighting: false,
        completionYear: UNDER_CONSTRUCTION_MARK,
        historyPhotos: `models/${component}/historia/`,
        description: "",
        facts: [],
        history: { sections: [], source: { label: "", url: "" } },
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: catalogModels.id }),
    catalogChanged(db),
  ]);
  return answer(db, inserted[0]!.id);
}

function checkYear(year: unknown): Checked<number> {
  if (year === null || year === "") return { ok: true, value: UNDER_CONSTRUCTION_MARK };
  const number = typeof year === "number" ? year : typeof year === "string" ? Number(year) : NaN;
  return Number.isInteger(number) && number >= 1990 && number <= 2100 && number < UNDER_CONSTRUCTION_YEAR
    ? { ok: true, value: number }
    : refused("invalid", CATALOG_MESSAGES.yearInvalid);
}

/** Any of the fields; an address change keeps the old one answering with a redirect. */
export async function changeModel(
  db: Database,
  id: number,
  changes: ModelChanges,
  reserved: ReadonlySet<string>,
  now = Date.now(),
): Promise<ModelResult> {
  const row = await db.select().from(catalogModels).where(eq(catalogModels.id, id)).get();
  if (!row) return refused("not-found", CATALOG_MESSAGES.notFound);
  const set: Partial<typeof catalogModels.$inferInsert> = {};
  if (changes.name !== undefined) {
    const name = checkName(changes.name);
    if (!name.ok) return name;
    set.name = name.value;
  }
  if (changes.category !== undefined) {
    const category = checkCategory(changes.category);
    if (!category.ok) return category;
    set.category = category.value;
  }
  if (changes.description !== undefined) {
    if (typeof changes.description !== "string") return refused("invalid", CATALOG_MESSAGES.descriptionTooLong);
    const description = changes.description.trim();
    if (description.length > DESCRIPTION_MAX) return refused("invalid", CATALOG_MESSAGES.descriptionTooLong);
    set.description = description;
  }
  if (changes.completionYear !== undefined) {
    const year = checkYear(changes.completionYear);
    if (!year.ok) return year;
    set.completionYear = year.value;
  }
  if (changes.published !== undefined) {
    if (typeof changes.published !== "boolean") return refused("invalid", CATALOG_MESSAGES.publishedInvalid);
    set.published = changes.published;
  }
  if (changes.isNew !== undefined) {
    if (typeof changes.isNew !== "boolean") return refused("invalid", CATALOG_MESSAGES.isNewInvalid);
    set.isNew = changes.isNew;
  }
  let moved = false;
  if (changes.path !== undefined) {
    const path = await checkPath(db, changes.path, reserved, id);
    if (!path.ok) return path;
    moved = pathKey(path.value) !== row.pathKey;
    set.path = path.value;
    set.pathKey = pathKey(path.value);
  }
  if (Object.keys(set).length === 0) return refused("invalid", CATALOG_MESSAGES.nothingToChange);
  set.updatedAt = new Date(now);
  await db.batch([
    db.update(catalogModels).set(set).where(eq(catalogModels.id, id)),
    ...(moved
      ? [
          db.delete(catalogRedirects).where(eq(catalogRedirects.pathKey, set.pathKey!)),
          db.insert(catalogRedirects).values({ pathKey: row.pathKey, modelId: id }).onConflictDoNothing(),
        ]
      : []),
    catalogChanged(db),
  ]);
  return answer(db, id);
}

/** The row goes with its photos' rows, banner slides and old addresses, in one batch. */
export async function deleteModelRow(db: Database, id: number): Promise<{ ok: true; model: Model } | Refusal> {
  const model = (await loadCatalog(db)).byId(id, { drafts: true });
  if (!model) return refused("not-found", CATALOG_MESSAGES.notFound);
  await db.batch([
    db.delete(catalogPhotos).where(eq(catalogPhotos.modelId, id)),
    db.delete(catalogBanners).where(eq(catalogBanners.modelId, id)),
    db.delete(catalogRedirects).where(eq(catalogRedirects.modelId, id)),
    db.delete(catalogModels).where(eq(catalogModels.id, id)),
    catalogChanged(db),
  ]);
  return { ok: true, model };
}

/** The model with every R2 object under its folder: originals, sized copies, history pictures. */
export async function deleteModel(
  db: Database,
  bucket: R2Bucket,
  id: number,
): Promise<{ ok: true; model: Model } | Refusal> {
  const removed = await deleteModelRow(db, id);
  if (removed.ok) await deleteModelImages(bucket, removed.model.component);
  return removed;
}

async function deleteModelImages(bucket: R2Bucket, component: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `models/${component}/`, ...(cursor ? { cursor } : {}) });
    const keys = listed.objects.map((object) => object.key);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return deleted;
}

export function modelId(raw: unknown): number | undefined {
  const number = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}
