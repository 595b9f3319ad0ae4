import * as v from "valibot";
import { type FieldNames } from "#app/lib/domain-refusal.server.ts";
import { isPlainText, plainText, unifiedLineBreaks, unifyLineBreaks } from "#app/lib/plain-text.ts";
import { CATEGORY_ICONS, MODEL_CATEGORIES, type HistoryArticle, type LatLng, type LightPhases } from "../model.ts";
import { CATALOG_MESSAGES as M } from "../messages.ts";
import { pathKey } from "./catalog.server.ts";
import { DataRows, FactRows } from "./fact-rows.server.ts";
import { historySchema } from "./history-article.server.ts";

export const UNDER_CONSTRUCTION_MARK = 9999;

const NAME_MAX = 120;
const PATH_MAX = 60;
const DESCRIPTION_MAX = 2000;
const ADDRESS_MAX = 200;
const PHASES_MAX = 24;
/** Letters (Polish ones too), digits, hyphens and single inner spaces, as the spec's three spaced addresses have. */
const PATH_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]| (?! ))*$/u;

const ROW_FIELDS: Readonly<Record<string, string>> = { facts: "fact", technicalData: "data" };
const SECTION_FIELDS: Readonly<Record<string, string>> = { heading: "heading", paragraphs: "text", photo: "caption" };

/** The owner's forms name rows `fact-0-name`, `section-2-text`, `section-2-caption`; the article's source `sourceUrl`. */
export const formField: FieldNames = ([first, second, third, fourth]) => {
  if (typeof first !== "string") return undefined;
  const row = ROW_FIELDS[first];
  if (row) return third === "name" || third === "value" ? `${row}-${String(second)}-${third}` : undefined;
  if (first !== "history") return first;
  if (second === "source") return "sourceUrl";
  const field = SECTION_FIELDS[String(fourth)];
  return field && `section-${String(third)}-${field}`;
};

const none = <T>(value: T) =>
  v.pipe(
    v.union([v.null(), v.literal("")]),
    v.transform(() => value),
  );

// v.check, not v.maxLength: an over-long name or description is refused as invalid (400), not as too long (413).
const Name = v.pipe(
  v.string(M.nameRequired),
  unifiedLineBreaks,
  v.trim(),
  v.nonEmpty(M.nameRequired),
  plainText(M.badCharacters, { multiline: false }),
  v.check((name) => name.length <= NAME_MAX, M.nameTooLong),
);

/** An address as the owner types it, slashes or not; whether another model holds it is the database's to say. */
function pathSchema(reserved: ReadonlySet<string>) {
  return v.pipe(
    v.string(M.pathRequired),
    v.transform((path) => path.trim().replace(/^\/+/, "").replace(/\/+$/, "")),
    v.nonEmpty(M.pathRequired),
    v.check((path) => path.length <= PATH_MAX && PATH_PATTERN.test(path), M.pathInvalid),
    v.check((path) => !reserved.has(pathKey(path)), M.pathReserved),
    v.transform((path) => `/${path}`),
  );
}

const Category = v.picklist(MODEL_CATEGORIES, M.categoryInvalid);

export function newModelSchema(reserved: ReadonlySet<string>) {
  return v.object({ name: Name, category: Category, path: pathSchema(reserved) });
}

const Description = v.pipe(
  v.string(M.descriptionTooLong),
  unifiedLineBreaks,
  v.trim(),
  plainText(M.badCharacters),
  v.check((text) => text.length <= DESCRIPTION_MAX, M.descriptionTooLong),
);

const Year = v.message(
  v.union([
    none(UNDER_CONSTRUCTION_MARK),
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.check((year) => Number.isInteger(year) && year >= 1990 && year <= 2100),
    ),
  ]),
  M.yearInvalid,
);

/** "54.6, 18.81", "54,6; 18,81" or "54,6 18,81": a comma is a decimal mark when the pair has no dots. */
function coordinatePair(text: string): string[] {
  if (text.includes(";")) return text.split(";");
  const commas = text.split(",").length - 1;
  return text.includes(".") || commas === 1 ? text.split(/[,\s]+/) : text.split(/\s+/);
}

const Coordinate = v.union([
  v.number(),
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.transform((text) => Number(text.replace(",", "."))),
  ),
]);

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const Point = v.pipe(
  v.strictTuple([Coordinate, Coordinate]),
  v.check(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180),
  v.transform(([lat, lng]): LatLng => [round(lat), round(lng)]),
);

/** A map point as `[lat, lng]`, or "54.6, 18.81" as pasted from a map; null or "" takes the point away. */
const Position = v.message(
  v.union([
    none(null),
    Point,
    v.pipe(
      v.string(),
      v.transform((text): unknown => coordinatePair(text.trim())),
      Point,
    ),
  ]),
  M.positionInvalid,
);

const Address = v.nullable(
  v.pipe(
    v.string(M.addressTooLong),
    v.transform((address) => address.trim().replace(/\s+/g, " ")),
    v.maxLength(ADDRESS_MAX, M.addressTooLong),
    v.transform((address) => address || null),
  ),
);

/** A category's icon, the model's own icon as it is, or none (its category's then). */
function iconSchema(current: string | null) {
  const icons = [...Object.values(CATEGORY_ICONS), ...(current ? [current] : [])];
  return v.union([none(null), v.picklist(icons)], M.iconInvalid);
}

const DARK_PHASE = /^(przerwa|ciemno|zaćmienie)/i;

function seconds(label: string): number {
  return Number(/(\d+(?:[.,]\d+)?)\s*s\b/.exec(label)?.[1]?.replace(",", ".") ?? NaN);
}

/** The light's rhythm from lines such as "Błysk 0,5 s": dark for "Przerwa…", light otherwise; the period is their sum. */
const LightPhasesSchema = v.message(
  v.nullable(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split("\n")
          // The seconds stay on the line of their number, as everywhere in the catalogue (U+00A0).
          .map((line) =>
            line
              .trim()
              .replace(/\s+/g, " ")
              .replace(/(\d) s\b/, "$1\u00a0s"),
          )
          .filter(Boolean),
      ),
      v.check((lines) => lines.length <= PHASES_MAX),
      v.check((lines) => lines.every((label) => seconds(label) > 0 && seconds(label) <= 600 && label.length <= 60)),
      v.transform((lines): LightPhases | null => {
        if (lines.length === 0) return null;
        const phases = lines.map((label) => ({
          kind: DARK_PHASE.test(label) ? ("dark" as const) : ("light" as const),
          label,
          seconds: seconds(label),
        }));
        const total = Math.round(phases.reduce((sum, phase) => sum + phase.seconds, 0) * 100) / 100;
        return { phases, period: `${String(total).replace(".", ",")}\u00a0s` };
      }),
    ),
  ),
  M.phasesInvalid,
);

/** Every field a change may name, in the order they are checked; the icon and the article depend on the model. */
export function modelChangesSchema(
  reserved: ReadonlySet<string>,
  model: { icon: string | null; history: HistoryArticle },
) {
  return v.object({
    name: v.optional(Name),
    category: v.optional(Category),
    description: v.optional(Description),
    completionYear: v.optional(Year),
    published: v.optional(v.boolean(M.publishedInvalid)),
    /** `[{ name, value }]` in the order shown; blank rows are dropped. */
    facts: v.optional(FactRows),
    /** `[latitude, longitude]`, or null for no map point. */
    position: v.optional(Position),
    address: v.optional(Address),
    icon: v.optional(iconSchema(model.icon)),
    /** `{ sections: [{ heading, paragraphs, photo?: { caption, alt } }], source: { label, url } }`. */
    history: v.optional(historySchema(model.history)),
    /** A lighthouse's data as `[{ name, value }]`, like the facts; an empty list takes the block away. */
    technicalData: v.optional(DataRows),
    /** One phase a line ("Błysk 0,5 s", "Przerwa 1,5 s"), or null. */
    lightPhases: v.optional(LightPhasesSchema),
    isNew: v.optional(v.boolean(M.isNewInvalid)),
    path: v.optional(pathSchema(reserved)),
    /** Whether the model is one of the home banner's slides; a new slide shows the model's cover. */
    banner: v.optional(v.boolean(M.bannerInvalid)),
  });
}

/** A change as the API and the forms send it: any of the fields, each checked by the schema. */
export type ModelChanges = { [Field in keyof v.InferOutput<ReturnType<typeof modelChangesSchema>>]?: unknown };

/** Every string inside a value, however deep: the owner's structured fields are texts too. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) yield* stringsIn(item);
}

/** Facts, the address, technical data, the history (captions too) and light phases follow the one plain-text rule. */
const STRUCTURED_TEXTS = ["facts", "address", "history", "technicalData", "lightPhases"] as const;

export function hasPlainStructuredTexts(changes: ModelChanges): boolean {
  return STRUCTURED_TEXTS.every((field) =>
    [...stringsIn(changes[field])].every((text) => isPlainText(unifyLineBreaks(text))),
  );
}
