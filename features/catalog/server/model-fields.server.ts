import { isPlainText, unifyLineBreaks } from "#app/lib/plain-text.ts";
import { refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import {
  CATEGORY_ICONS,
  isLinkValue,
  KIT_FACTS,
  UNDER_CONSTRUCTION_YEAR,
  type HistoryArticle,
  type HistorySection,
  type LatLng,
  type LightPhases,
} from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";

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
  icon?: unknown;
  /** `{ sections: [{ heading, paragraphs, photo?: { caption, alt } }], source: { label, url } }`. */
  history?: unknown;
  /** A lighthouse's data as `[{ name, value }]`, like the facts; an empty list takes the block away. */
  technicalData?: unknown;
  /** One phase a line ("Błysk 0,5 s", "Przerwa 1,5 s"), or null. */
  lightPhases?: unknown;
  isNew?: unknown;
  /** Whether the model is one of the home banner's slides; a new slide shows the model's cover. */
  banner?: unknown;
}

export const UNDER_CONSTRUCTION_MARK = 9999;

export type Checked<T> = { ok: true; value: T } | Refusal;

export function checkYear(year: unknown): Checked<number> {
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

export function checkFactValue(name: string, value: string, field: string): Checked<string | number> {
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

export function plainValue(_name: string, value: string): Checked<string> {
  return { ok: true, value };
}

/** Name/value rows in the owner's order, each value checked by `checkValue`; a refusal names its row's field. */
export function checkRows<V>(
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
export function checkPosition(raw: unknown): Checked<LatLng | null> {
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

export function checkAddress(raw: unknown): Checked<string | null> {
  if (raw === null) return { ok: true, value: null };
  if (typeof raw !== "string") return refused("invalid", CATALOG_MESSAGES.addressTooLong);
  const address = raw.trim().replace(/\s+/g, " ");
  if (address.length > ADDRESS_MAX) return refused("too-long", CATALOG_MESSAGES.addressTooLong);
  return { ok: true, value: address || null };
}

/** A category's icon, the model's own icon as it is, or none (its category's then). */
export function checkIcon(raw: unknown, current: string | null): Checked<string | null> {
  if (raw === null || raw === "") return { ok: true, value: null };
  const icons: unknown[] = [...Object.values(CATEGORY_ICONS), current];
  return typeof raw === "string" && icons.includes(raw)
    ? { ok: true, value: raw }
    : refused("invalid", CATALOG_MESSAGES.iconInvalid);
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
export function checkHistory(raw: unknown, before: HistoryArticle): Checked<HistoryArticle> {
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
export function checkLightPhases(raw: unknown): Checked<LightPhases | null> {
  if (raw === null) return { ok: true, value: null };
  if (typeof raw !== "string") return refused("invalid", CATALOG_MESSAGES.phasesInvalid, "lightPhases");
  const lines = raw
    .split("\n")
    // The seconds stay on the line of their number, as everywhere in the catalogue (U+00A0).
    .map((line) =>
      line
        .trim()
        .replace(/\s+/g, " ")
        .replace(/(\d) s\b/, "$1\u00a0s"),
    )
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

export function plainStructuredTexts(changes: ModelChanges): Refusal | undefined {
  for (const field of STRUCTURED_TEXTS) {
    for (const text of stringsIn(changes[field])) {
      if (!isPlainText(unifyLineBreaks(text))) return refused("invalid", CATALOG_MESSAGES.badCharacters);
    }
  }
  return undefined;
}
