import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { isPlainText, unifyLineBreaks } from "#app/lib/plain-text.ts";
import { refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { KIT_FACTS, MODEL_CATEGORIES, type Category, type Model } from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import {
  checkAddress,
  checkFactValue,
  checkHistory,
  checkIcon,
  checkLightPhases,
  checkPosition,
  checkRows,
  checkYear,
  plainStructuredTexts,
  plainValue,
  UNDER_CONSTRUCTION_MARK,
  type Checked,
  type ModelChanges,
} from "./model-fields.server.ts";
import { pathKey } from "./catalog.server.ts";
import { catalogBanners, catalogModels, catalogRedirects, catalogTrash } from "./tables.server.ts";

const NAME_MAX = 120;
const PATH_MAX = 60;
const DESCRIPTION_MAX = 2000;
/** Letters (Polish ones too), digits, hyphens and single inner spaces, as the spec's three spaced addresses have. */
const PATH_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]| (?! ))*$/u;

export type ModelResult = { ok: true; model: Model; draft: boolean; banner: boolean } | Refusal;

export interface ModelDraftInput {
  path: unknown;
  name: unknown;
  category: unknown;
}

function checkName(name: unknown): Checked<string> {
  const text = typeof name === "string" ? unifyLineBreaks(name).trim() : "";
  if (!text) return refused("invalid", CATALOG_MESSAGES.nameRequired);
  if (!isPlainText(text, { multiline: false })) return refused("invalid", CATALOG_MESSAGES.badCharacters);
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
        id: sql`(SELECT coalesce(max(id), -1) + 1 FROM (SELECT id FROM catalog_models UNION ALL SELECT model_id FROM catalog_trash))`,
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
  const unplain = plainStructuredTexts(changes);
  if (unplain) return unplain;
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
    const description = unifyLineBreaks(changes.description).trim();
    if (!isPlainText(description)) return refused("invalid", CATALOG_MESSAGES.badCharacters);
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
    // The first publishing is kept: hidden later, the model is "ukryty", not a draft again.
    if (changes.published && !row.publishedAt) set.publishedAt = new Date(now);
  }
  if (changes.facts !== undefined) {
    const facts = checkRows(changes.facts, "fact", checkFactValue);
    if (!facts.ok) return facts;
    set.facts = facts.value;
    const publisher = facts.value.find(([name]) => name === KIT_FACTS.publisher)?.[1];
    set.publisher = publisher === undefined ? null : String(publisher);
  }
  if (changes.position !== undefined) {
    const position = checkPosition(changes.position);
    if (!position.ok) return position;
    set.position = position.value;
  }
  if (changes.address !== undefined) {
    const address = checkAddress(changes.address);
    if (!address.ok) return address;
    set.address = address.value;
  }
  if (changes.icon !== undefined) {
    const icon = checkIcon(changes.icon, row.icon);
    if (!icon.ok) return icon;
    set.icon = icon.value;
  }
  if (changes.history !== undefined) {
    const history = checkHistory(changes.history, row.history);
    if (!history.ok) return history;
    set.history = history.value;
  }
  if (changes.technicalData !== undefined) {
    const data = checkRows(changes.technicalData, "data", plainValue);
    if (!data.ok) return data;
    set.technicalData = data.value.length > 0 ? data.value : null;
  }
  if (changes.lightPhases !== undefined) {
    const phases = checkLightPhases(changes.lightPhases);
    if (!phases.ok) return phases;
    set.lightPhases = phases.value;
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
  const banner = changes.banner === undefined ? [] : await bannerChange(db, row, changes.banner);
  if (!Array.isArray(banner)) return banner;
  if (Object.keys(set).length === 0 && changes.banner === undefined) {
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
async function bannerChange(db: Database, row: typeof catalogModels.$inferSelect, wanted: unknown) {
  if (typeof wanted !== "boolean") return refused("invalid", CATALOG_MESSAGES.bannerInvalid);
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

/** The row goes with its photos' rows, banner slides and old addresses, in one batch. */
export function modelId(raw: unknown): number | undefined {
  const number = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}
