import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { isPlainText, unifyLineBreaks } from "#app/lib/plain-text.ts";
import { refused, type Refusal } from "#app/lib/refusal.server.ts";
import {
  CATALOG_MESSAGES,
  isLinkValue,
  KIT_FACTS,
  MODEL_CATEGORIES,
  UNDER_CONSTRUCTION_YEAR,
  type Category,
  type HistoryArticle,
  type HistorySection,
  type LatLng,
  type LightPhases,
  type Model,
} from "../model.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import { pathKey } from "./catalog.server.ts";
import { catalogBanners, catalogModels, catalogPhotos, catalogRedirects } from "./tables.server.ts";

const NAME_MAX = 120;
const PATH_MAX = 60;
const DESCRIPTION_MAX = 2000;
/** Letters (Polish ones too), digits, hyphens and single inner spaces, as the spec's three spaced addresses have. */
const PATH_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]| (?! ))*$/u;
const UNDER_CONSTRUCTION_MARK = 9999;

export type ModelResult = { ok: true; model: Model; draft: boolean; banner: boolean } | Refusal;

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
  /** `[{ name, value }]` in the order shown; blank rows are dropped. */
  facts?: unknown;
  /** `[latitude, longitude]`, or null for no map point. */
  position?: unknown;
  address?: unknown;
  /** `{ sections: [{ heading, paragraphs, photo?: { caption, alt } }], source: { label, url } }`. */
  history?: unknown;
  /** A lighthouse's data as `[{ name, value }]`, like the facts; an empty list takes the block away. */
  technicalData?: unknown;
  /** One phase a line ("Błysk 0,5 s", "Przerwa 1,5 s"), or null. */
  lightPhases?: unknown;
  /** The strip's "nowa galeria" ribbon. */
  isNew?: unknown;
  /** Whether the model is one of the home banner's slides; a new slide shows the model's cover. */
  banner?: unknown;
}

type Checked<T> = { ok: true; value: T } | Refusal;

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

const FACTS_MAX = 24;
const FACT_NAME_MAX = 40;
const FACT_VALUE_MAX = 300;
const ADDRESS_MAX = 200;

/** Kit facts with a shape of their own: checked, and numbers kept as numbers like the seeded ones. */
const KIT_RULES: ReadonlyMap<string, { pattern: RegExp; message: string; number?: [number, number] }> = new Map([
  [KIT_FACTS.scale, { pattern: /^1:\d{1,5}$/, message: CATALOG_MESSAGES.scaleInvalid }],
  [KIT_FACTS.issueYear, { pattern: /^\d{4}$/, message: CATALOG_MESSAGES.issueYearInvalid, number: [1900, 2100] }],
  [KIT_FACTS.difficulty, { pattern: /^\d$/, message: CATALOG_MESSAGES.difficultyInvalid, number: [1, 5] }],
  [KIT_FACTS.sheets, { pattern: /^\d{1,3}$/, message: CATALOG_MESSAGES.sheetsInvalid, number: [1, 999] }],
]);

function factText(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value.trim() : undefined;
}

function checkFactValue(name: string, value: string, field: string): Checked<string | number> {
  const shown: string | number = value;
  if (isLinkValue(shown)) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    const whole = url && /^https?:$/.test(url.protocol) && /^https?:\/\/\S+$/i.test(value);
    return whole ? { ok: true, value } : refused("invalid", CATALOG_MESSAGES.factLink, field);
  }
  const rule = KIT_RULES.get(name);
  if (!rule) return { ok: true, value };
  const compact = value.replace(/\s+/g, "");
  if (!rule.pattern.test(compact)) return refused("invalid", rule.message, field);
  if (!rule.number) return { ok: true, value: compact };
  const number = Number(compact);
  const [min, max] = rule.number;
  return number >= min && number <= max ? { ok: true, value: number } : refused("invalid", rule.message, field);
}

function plainValue(_name: string, value: string): Checked<string> {
  return { ok: true, value };
}

/** Name/value rows in the owner's order, each value checked by `checkValue`; a refusal names its row's field. */
function checkRows<V>(
  raw: unknown,
  prefix: string,
  checkValue: (name: string, value: string, field: string) => Checked<V>,
): Checked<[string, V][]> {
  if (!Array.isArray(raw)) return refused("invalid", CATALOG_MESSAGES.factsInvalid);
  const rows: [string, V][] = [];
  const names = new Set<string>();
  for (const [index, row] of raw.entries()) {
    if (typeof row !== "object" || row === null) return refused("invalid", CATALOG_MESSAGES.factsInvalid);
    const { name: rawName, value: rawValue } = row as { name?: unknown; value?: unknown };
    const name = factText(rawName);
    const value = factText(rawValue);
    if (name === undefined || value === undefined) return refused("invalid", CATALOG_MESSAGES.factsInvalid);
    if (!name && !value) continue;
    const nameField = `${prefix}-${index}-name`;
    const valueField = `${prefix}-${index}-value`;
    if (!name) return refused("invalid", CATALOG_MESSAGES.factNameRequired, nameField);
    if (!value) return refused("invalid", CATALOG_MESSAGES.factValueRequired, valueField);
    if (name.length > FACT_NAME_MAX) return refused("too-long", CATALOG_MESSAGES.factTooLong, nameField);
    if (value.length > FACT_VALUE_MAX) return refused("too-long", CATALOG_MESSAGES.factTooLong, valueField);
    const key = name.toLocaleLowerCase("pl");
    if (names.has(key)) return refused("invalid", CATALOG_MESSAGES.factDuplicate, nameField);
    names.add(key);
    const checked = checkValue(name, value, valueField);
    if (!checked.ok) return checked;
    rows.push([name, checked.value]);
  }
  if (rows.length > FACTS_MAX) return refused("invalid", CATALOG_MESSAGES.factsTooMany);
  return { ok: true, value: rows };
}

function coordinate(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && value.trim() ? Number(value.trim().replace(",", ".")) : NaN;
}

/** "54.6, 18.81", "54,6; 18,81" or "54,6 18,81": a comma is a decimal mark when the pair has no dots. */
function coordinatePair(text: string): string[] {
  if (text.includes(";")) return text.split(";");
  const commas = text.split(",").length - 1;
  return text.includes(".") || commas === 1 ? text.split(/[,\s]+/) : text.split(/\s+/);
}

/** A map point as `[lat, lng]`, or "54.6, 18.81" as pasted from a map; null or "" takes the point away. */
function checkPosition(raw: unknown): Checked<LatLng | null> {
  if (raw === null || raw === "") return { ok: true, value: null };
  const pair = typeof raw === "string" ? coordinatePair(raw.trim()) : raw;
  if (!Array.isArray(pair) || pair.length !== 2) return refused("invalid", CATALOG_MESSAGES.positionInvalid);
  const [latitude, longitude] = pair.map(coordinate) as [number, number];
  const valid =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid
    ? { ok: true, value: [Math.round(latitude * 1e6) / 1e6, Math.round(longitude * 1e6) / 1e6] }
    : refused("invalid", CATALOG_MESSAGES.positionInvalid);
}

function checkAddress(raw: unknown): Checked<string | null> {
  if (raw === null) return { ok: true, value: null };
  if (typeof raw !== "string") return refused("invalid", CATALOG_MESSAGES.addressTooLong);
  const address = raw.trim().replace(/\s+/g, " ");
  if (address.length > ADDRESS_MAX) return refused("too-long", CATALOG_MESSAGES.addressTooLong);
  return { ok: true, value: address || null };
}

const SECTIONS_MAX = 40;
const HEADING_MAX = 120;
const SECTION_MAX = 10_000;
const PHOTO_TEXT_MAX = 300;

function photoCount(article: HistoryArticle): number {
  return article.sections.filter((section) => section.photo).length;
}

function checkSection(raw: unknown, index: number): Checked<HistorySection | undefined> {
  if (typeof raw !== "object" || raw === null) return refused("invalid", CATALOG_MESSAGES.historyInvalid);
  const { heading, paragraphs, photo } = raw as { heading?: unknown; paragraphs?: unknown; photo?: unknown };
  if (typeof heading !== "string" || !Array.isArray(paragraphs) || !paragraphs.every((p) => typeof p === "string")) {
    return refused("invalid", CATALOG_MESSAGES.historyInvalid);
  }
  const title = heading.trim();
  const text = (paragraphs as string[]).map((paragraph) => paragraph.trim()).filter(Boolean);
  if (!title && text.length === 0 && !photo) return { ok: true, value: undefined };
  if (!title) return refused("invalid", CATALOG_MESSAGES.sectionHeadingRequired, `section-${index}-heading`);
  if (text.length === 0) return refused("invalid", CATALOG_MESSAGES.sectionTextRequired, `section-${index}-text`);
  if (title.length > HEADING_MAX || text.join("").length > SECTION_MAX) {
    return refused("too-long", CATALOG_MESSAGES.sectionTooLong, `section-${index}-text`);
  }
  if (photo === undefined || photo === null) return { ok: true, value: { heading: title, paragraphs: text } };
  const { caption, alt } = photo as { caption?: unknown; alt?: unknown };
  const words = [caption, alt].map((value) => (typeof value === "string" ? value.trim() : ""));
  if (words.some((value) => !value)) {
    return refused("invalid", CATALOG_MESSAGES.photoTextRequired, `section-${index}-caption`);
  }
  if (words.some((value) => value.length > PHOTO_TEXT_MAX)) {
    return refused("too-long", CATALOG_MESSAGES.photoTextTooLong, `section-${index}-caption`);
  }
  return { ok: true, value: { heading: title, paragraphs: text, photo: { caption: words[0]!, alt: words[1]! } } };
}

/** The Historia article: pictures are numbered in section order, so a section with one can be edited, not removed. */
function checkHistory(raw: unknown, before: HistoryArticle): Checked<HistoryArticle> {
  if (typeof raw !== "object" || raw === null) return refused("invalid", CATALOG_MESSAGES.historyInvalid);
  const { sections, source } = raw as { sections?: unknown; source?: unknown };
  if (!Array.isArray(sections) || typeof source !== "object" || source === null) {
    return refused("invalid", CATALOG_MESSAGES.historyInvalid);
  }
  if (sections.length > SECTIONS_MAX) return refused("invalid", CATALOG_MESSAGES.historyTooLong);
  const kept: HistorySection[] = [];
  for (const [index, section] of sections.entries()) {
    const checked = checkSection(section, index);
    if (!checked.ok) return checked;
    if (checked.value) kept.push(checked.value);
  }
  const { label, url } = source as { label?: unknown; url?: unknown };
  const name = typeof label === "string" ? label.trim() : "";
  const address = typeof url === "string" ? url.trim() : "";
  const sourceValid =
    (!name && !address) || (name.length <= 200 && /^https:\/\/\S+$/.test(address) && URL.canParse(address));
  if (!sourceValid || (address && !name)) return refused("invalid", CATALOG_MESSAGES.sourceInvalid, "sourceUrl");
  const article = { sections: kept, source: { label: name, url: address } };
  if (photoCount(article) !== photoCount(before)) return refused("invalid", CATALOG_MESSAGES.historyPhotos);
  return { ok: true, value: article };
}

const PHASES_MAX = 24;
const DARK_PHASE = /^(przerwa|ciemno|zaćmienie)/i;

/** The light's rhythm from lines such as "Błysk 0,5 s": dark for "Przerwa…", light otherwise; the period is their sum. */
function checkLightPhases(raw: unknown): Checked<LightPhases | null> {
  if (raw === null) return { ok: true, value: null };
  if (typeof raw !== "string") return refused("invalid", CATALOG_MESSAGES.phasesInvalid, "lightPhases");
  const lines = raw
    .split("\n")
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (lines.length === 0) return { ok: true, value: null };
  if (lines.length > PHASES_MAX) return refused("invalid", CATALOG_MESSAGES.phasesInvalid, "lightPhases");
  const phases: LightPhases["phases"][number][] = [];
  for (const label of lines) {
    const seconds = Number(/(\d+(?:[.,]\d+)?)\s*s\b/.exec(label)?.[1]?.replace(",", ".") ?? NaN);
    if (!(seconds > 0 && seconds <= 600) || label.length > 60) {
      return refused("invalid", CATALOG_MESSAGES.phasesInvalid, "lightPhases");
    }
    phases.push({ kind: DARK_PHASE.test(label) ? "dark" : "light", label, seconds });
  }
  const total = Math.round(phases.reduce((sum, phase) => sum + phase.seconds, 0) * 100) / 100;
  return { ok: true, value: { phases, period: `${String(total).replace(".", ",")}\u00a0s` } };
}

/** Every string inside a value, however deep: the owner's structured fields are texts too. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) yield* stringsIn(item);
}

/** Facts, the address, technical data, the history (captions too) and light phases follow the one plain-text rule. */
const STRUCTURED_TEXTS = ["facts", "address", "history", "technicalData", "lightPhases"] as const;

function plainStructuredTexts(changes: ModelChanges): Refusal | undefined {
  for (const field of STRUCTURED_TEXTS) {
    for (const text of stringsIn(changes[field])) {
      if (!isPlainText(unifyLineBreaks(text))) return refused("invalid", CATALOG_MESSAGES.badCharacters);
    }
  }
  return undefined;
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
