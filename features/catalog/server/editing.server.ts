import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { audit } from "#app/lib/audit.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { checkInput, refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { KIT_FACTS, type Model } from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import {
  formField,
  hasPlainStructuredTexts,
  modelChangesSchema,
  newModelSchema,
  UNDER_CONSTRUCTION_MARK,
  type ModelChanges,
} from "./model-fields.server.ts";
import { pathKey } from "./catalog.server.ts";
import { catalogBanners, catalogModels, catalogRedirects, catalogTrash } from "./tables.server.ts";

export type ModelResult = { ok: true; model: Model; draft: boolean; banner: boolean } | Refusal;

export interface ModelDraftInput {
  path: unknown;
  name: unknown;
  category: unknown;
}

/** Every model's address counts, old ones included: a holder other than `ownerId` takes it. */
async function pathTaken(db: Database, path: string, ownerId?: number): Promise<Refusal | undefined> {
  const key = pathKey(path);
  const [model, redirect] = await db.batch([
    db.select({ id: catalogModels.id }).from(catalogModels).where(eq(catalogModels.pathKey, key)),
    db.select({ id: catalogRedirects.modelId }).from(catalogRedirects).where(eq(catalogRedirects.pathKey, key)),
  ]);
  const holder = model[0]?.id ?? redirect[0]?.id;
  return holder !== undefined && holder !== ownerId ? refused("taken", CATALOG_MESSAGES.pathTaken, "path") : undefined;
}

/** The stable key of a new model: its address in ASCII letters and digits, unique among the models. */
async function newComponent(db: Database, path: string): Promise<string> {
  const base =
    pathKey(path)
      .split(/[\s-]+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join("")
      .replace(/[^A-Za-z0-9]/g, "") || "Model";
  // A trashed model keeps its component: its comments and notes wait under it.
  const [live, trashed] = await db.batch([
    db.select({ component: catalogModels.component }).from(catalogModels),
    db.select({ component: catalogTrash.component }).from(catalogTrash),
  ]);
  const taken = new Set([...live, ...trashed].map((row) => row.component.toLowerCase()));
  let component = base;
  for (let n = 2; taken.has(component.toLowerCase()); n++) component = `${base}${n}`;
  return component;
}

async function answer(db: Database, id: number): Promise<ModelResult> {
  const catalog = await loadCatalog(db);
  const model = catalog.byId(id, { drafts: true });
  return model
    ? { ok: true, model, draft: catalog.isDraft(model), banner: catalog.onBanner(model) }
    : refused("not-found", CATALOG_MESSAGES.notFound);
}

/** Every change of the catalogue leaves a row in the moderation log (decision 028). */
export async function logged<T extends ModelResult | { ok: true; model: Model } | { ok: false }>(
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

export async function createModel(
  db: Database,
  input: ModelDraftInput,
  reserved: ReadonlySet<string>,
  now = Date.now(),
): Promise<ModelResult> {
  const checked = checkInput(newModelSchema(reserved), input, formField);
  if (!checked.ok) return checked;
  const { name, category, path } = checked.value;
  const taken = await pathTaken(db, path);
  if (taken) return taken;
  const component = await newComponent(db, path);
  const at = new Date(now);
  const [inserted] = await db.batch([
    db
      .insert(catalogModels)
      .values({
        id: sql`(SELECT coalesce(max(id), -1) + 1 FROM (SELECT id FROM catalog_models UNION ALL SELECT model_id FROM catalog_trash))`,
        component,
        path,
        pathKey: pathKey(path),
        name,
        category,
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
  if (!hasPlainStructuredTexts(changes)) return refused("invalid", CATALOG_MESSAGES.badCharacters);
  const checked = checkInput(modelChangesSchema(reserved, row), changes, formField);
  if (!checked.ok) return checked;
  const { path, banner: onBanner, facts, published, technicalData, ...fields } = checked.value;
  const set: Partial<typeof catalogModels.$inferInsert> = { ...fields };
  if (published !== undefined) {
    set.published = published;
    // The first publishing is kept: hidden later, the model is "ukryty", not a draft again.
    if (published && !row.publishedAt) set.publishedAt = new Date(now);
  }
  if (facts !== undefined) {
    set.facts = facts;
    const publisher = facts.find(([name]) => name === KIT_FACTS.publisher)?.[1];
    set.publisher = publisher === undefined ? null : String(publisher);
  }
  if (technicalData !== undefined) set.technicalData = technicalData.length > 0 ? technicalData : null;
  let moved = false;
  if (path !== undefined) {
    const taken = await pathTaken(db, path, id);
    if (taken) return taken;
    moved = pathKey(path) !== row.pathKey;
    set.path = path;
    set.pathKey = pathKey(path);
  }
  const banner = onBanner === undefined ? [] : await bannerChange(db, row, onBanner);
  if (!Array.isArray(banner)) return banner;
  if (Object.values(set).every((value) => value === undefined) && onBanner === undefined) {
    return refused("invalid", CATALOG_MESSAGES.nothingToChange);
  }
  set.updatedAt = new Date(now);
  await db.batch([
    db.update(catalogModels).set(set).where(eq(catalogModels.id, id)),
    ...banner,
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

/** On: one slide at the banner's end showing the cover (none: refused); off: every slide of the model goes. */
async function bannerChange(db: Database, row: typeof catalogModels.$inferSelect, wanted: boolean) {
  if (!wanted) return [db.delete(catalogBanners).where(eq(catalogBanners.modelId, row.id))];
  // The request's catalogue is usually read already (the page's loader, the form's check): no query of its own.
  if ((await loadCatalog(db)).onBanner(row)) return [];
  if (!row.cover) return refused("invalid", CATALOG_MESSAGES.bannerNeedsCover);
  return [
    db.insert(catalogBanners).values({
      position: sql`(SELECT coalesce(max(position), -1) + 1 FROM catalog_banners)`,
      modelId: row.id,
      name: row.name,
      slug: "",
    }),
  ];
}

const Id = v.union([
  v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
]);

/** A model's or a photo's id as an address or a form names it. */
export function modelId(raw: unknown): number | undefined {
  const checked = checkInput(Id, raw);
  return checked.ok ? checked.value : undefined;
}
