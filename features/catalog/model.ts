import type { HistoryArticle } from "./data/texts/types.ts";

export type { HistoryArticle, HistoryPhoto, HistorySection, ModelTexts } from "./data/texts/types.ts";

export type Category = "zamki i ratusze" | "latarnie morskie" | "kościoły" | "kosmos" | "figurki" | "samoloty" | "";

export type GalleryGroupName = "dzień" | "noc" | "budowa" | "filmy" | "zima" | "model" | "podstawka";

export type PhotoFormat = ".webp" | ".jpg" | ".gif";

/** A photo whose key or caption the numbering cannot give: an uploaded one, a moved one, a captioned one. */
export interface OwnPhoto {
  key: string;
  caption?: string;
}

export interface PhotoGroup {
  kind: "photos";
  name: GalleryGroupName;
  quantity: number;
  format: PhotoFormat;
  prefix: string;
  /** In gallery order; absent while the group is still `prefix` + number + `format` (the seed's). */
  photos?: readonly OwnPhoto[];
}

export interface VideoGroup {
  kind: "youtube";
  name: GalleryGroupName;
  quantity: number;
  videoId: string;
  videoIds?: readonly string[];
}

export type GalleryGroup = PhotoGroup | VideoGroup;

export type ModelInfo = Readonly<Record<string, string | number>>;

export interface LightPhases {
  phases: readonly { kind: "light" | "dark"; label: string; seconds: number }[];
  period: string;
}

export type LatLng = readonly [latitude: number, longitude: number];

function degreesAndMinutes(value: number, positive: string, negative: string): string {
  const hundredths = Math.round(Math.abs(value) * 6000);
  const degrees = Math.floor(hundredths / 6000);
  const minutes = (hundredths % 6000) / 100;
  const written = minutes.toFixed(2).replace(".", ",").padStart(5, "0");
  return `${degrees}°${written}′\u00a0${value < 0 ? negative : positive}`;
}

/** A position as the lighthouses' data writes it (decision 022): `54°42,02′ N 18°40,97′ E`. */
export function formatPosition([latitude, longitude]: LatLng): string {
  return `${degreesAndMinutes(latitude, "N", "S")} ${degreesAndMinutes(longitude, "E", "W")}`;
}

export interface Model {
  id: number;
  isNew: boolean;
  component: string;
  category: Category;
  lighting: boolean;
  completionYear: number;
  buildYears?: string;
  path: string;
  name: string;
  card?: string;
  icon?: string;
  cover?: string;
  position?: LatLng;
  address?: string;
  publisher?: string;
  photo: string;
  description: string;
  info: ModelInfo;
  technicalData?: Readonly<Record<string, string>>;
  lightPhases?: LightPhases;
  gallery: readonly GalleryGroup[];
  history: HistoryArticle;
}

export interface Banner {
  name: string;
  full: string;
  mobile: string;
  link: string;
}

export interface UpdateEntry {
  id: number;
  date: string;
  description: string;
  models?: readonly string[];
}

export interface Place {
  id: number;
  name: string;
  position: LatLng;
  icon: string;
  link: string;
}

/** The spec's threshold; the data marks models under construction with 9999. */
export const UNDER_CONSTRUCTION_YEAR = 3000;

export const CATEGORY_FILTERS = [
  "wszystkie modele",
  "latarnie morskie",
  "zamki i ratusze",
  "kościoły",
  "kosmos",
  "figurki",
  "samoloty",
  "z oświetleniem",
  "gpm",
  "darmowe",
] as const;

export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** What the navigation strip and the cards need of a model: small enough to send with every page. */
export interface ModelSummary {
  id: number;
  component: string;
  name: string;
  path: string;
  card?: string;
  completionYear: number;
  category: Category;
  lighting: boolean;
  isNew: boolean;
  gpm: boolean;
  free: boolean;
  /** Kit data the strip filters by: the "Wydawca" and "Skala" facts. */
  publisher?: string;
  scale?: string;
  draft?: true;
}

const LINK = /https?:\/\//i;

export function isLinkValue(value: string | number): value is string {
  return typeof value === "string" && LINK.test(value);
}

/** The kit's data among a model's facts, by the names the owner's list and the original site use. */
export const KIT_FACTS = {
  publisher: "Wydawca",
  scale: "Skala",
  issueYear: "Rok wydania",
  difficulty: "Stopień trudności",
  sheets: "Ilość stron",
  height: "Wysokość",
  length: "Długość",
  width: "Szerokość",
} as const;

/** The rows the facts editor starts with; one left without a value is dropped on save. */
export const FACT_STARTERS: readonly string[] = [
  KIT_FACTS.publisher,
  KIT_FACTS.scale,
  KIT_FACTS.issueYear,
  KIT_FACTS.difficulty,
  KIT_FACTS.sheets,
  KIT_FACTS.length,
  KIT_FACTS.width,
  KIT_FACTS.height,
  "Link do pobrania",
];

function kitFilters(info: ModelInfo): Pick<ModelSummary, "publisher" | "scale"> {
  const publisher = info[KIT_FACTS.publisher];
  const scale = info[KIT_FACTS.scale];
  return {
    ...(publisher !== undefined ? { publisher: String(publisher) } : {}),
    ...(scale !== undefined ? { scale: String(scale) } : {}),
  };
}

export function summarize(model: Model): ModelSummary {
  return {
    id: model.id,
    component: model.component,
    name: model.name,
    path: model.path,
    card: model.card,
    completionYear: model.completionYear,
    category: model.category,
    lighting: model.lighting,
    isNew: model.isNew,
    gpm: model.publisher === "GPM",
    free: Object.values(model.info).some(isLinkValue),
    ...kitFilters(model.info),
  };
}

/** `ł` is mapped by hand: NFD has no decomposition for it, so stripping marks would keep it. */
export function normalizeSearchText(text: string): string {
  return text
    .toLocaleLowerCase("pl")
    .replaceAll("ł", "l")
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .trim();
}

/** A new model's address from its name: Polish letters folded, words joined by a hyphen, e.g. "Zamek-w-Bedzinie". */
export function pathFromName(name: string): string {
  return name
    .replaceAll("ł", "l")
    .replaceAll("Ł", "L")
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

export function searchModels<T extends Pick<ModelSummary, "name">>(models: readonly T[], query: string): T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [...models];
  return models.filter((model) => normalizeSearchText(model.name).includes(needle));
}

export function filterModels<T extends ModelSummary>(models: readonly T[], filter: CategoryFilter): T[] {
  switch (filter) {
    case "wszystkie modele":
      return [...models];
    case "z oświetleniem":
      return models.filter((model) => model.lighting);
    case "gpm":
      return models.filter((model) => model.gpm);
    case "darmowe":
      return models.filter((model) => model.free);
    default:
      return models.filter((model) => model.category === filter);
  }
}

export function sortByCompletionYear<T extends Pick<ModelSummary, "completionYear" | "id">>(models: readonly T[]): T[] {
  return [...models].sort((a, b) => b.completionYear - a.completionYear || a.id - b.id);
}

export function isUnderConstruction(model: Pick<Model, "completionYear">): boolean {
  return model.completionYear >= UNDER_CONSTRUCTION_YEAR;
}

export function yearHeader(model: Pick<Model, "completionYear" | "buildYears">): string {
  if (model.buildYears) return `Lata budowy modeli: ${model.buildYears}`;
  if (!isUnderConstruction(model)) return `Rok budowy modelu: ${model.completionYear}`;
  return "Model w budowie";
}

/** ASCII (`dzien`, not `dzień`): these are R2 folder names and `?photo=` values. */
export const GROUP_SLUGS: Readonly<Record<GalleryGroupName, string>> = {
  dzień: "dzien",
  noc: "noc",
  budowa: "budowa",
  filmy: "filmy",
  zima: "zima",
  model: "model",
  podstawka: "podstawka",
};

export const PHOTO_PARAM = "photo";
/** A draft's preview link: `?podglad=<signed token>`, valid this many days unless the owner revokes it. */
export const PREVIEW_PARAM = "podglad";
export const PREVIEW_DAYS = 7;

export const GALLERY_SECTION_ID = "galeria";

export function photoParam(group: GalleryGroupName, number: number): string {
  return `${GROUP_SLUGS[group]}-${String(number).padStart(2, "0")}`;
}

const PHOTO_PARAM_PATTERN = /^([a-z]+)-(\d{1,3})$/;

export function readPhotoParam(value: string | null): { slug: string; number: number } | null {
  const match = value ? PHOTO_PARAM_PATTERN.exec(value.trim().toLowerCase()) : null;
  return match ? { slug: match[1]!, number: Number(match[2]) } : null;
}

/** Paths keep the spec's spaces and diacritics, invalid in an `href` until encoded: every model link goes through here. */
export function modelHref(path: string): string {
  return encodeURI(path);
}

export function galleryPhotoLink(
  photo: { path: string; group: GalleryGroupName; number: number },
  toSection = true,
): string {
  const link = `${modelHref(photo.path)}?${PHOTO_PARAM}=${photoParam(photo.group, photo.number)}`;
  return toSection ? `${link}#${GALLERY_SECTION_ID}` : link;
}

export function photoFileName(group: Pick<PhotoGroup, "prefix" | "format">, number: number): string {
  return `${group.prefix}${String(number).padStart(2, "0")}${group.format}`;
}

/** A gallery photo's square thumbnails sit beside its original, named from its key. */
export function photoKeysOf(full: string) {
  const slash = full.lastIndexOf("/");
  const folder = full.slice(0, slash);
  const name = full.slice(slash + 1);
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  return { full, thumb: `${folder}/thumbs/${base}.webp`, random: `${folder}/thumbs-200/${base}.webp` };
}

export function photoKeys(component: string, group: PhotoGroup, number: number) {
  const own = group.photos?.[number - 1];
  return photoKeysOf(own?.key ?? `models/${component}/${GROUP_SLUGS[group.name]}/${photoFileName(group, number)}`);
}

export function historyPhotoKey(model: Pick<Model, "photo">, number: number): string {
  return `${model.photo}${String(number).padStart(2, "0")}.webp`;
}

// What `encodeURIComponent` leaves as it is: most keys, which a page asks for by the hundred.
const PLAIN_KEY = /^[\w./-]*$/;

export function imageUrl(key: string): string {
  return PLAIN_KEY.test(key) ? `/images/${key}` : `/images/${key.split("/").map(encodeURIComponent).join("/")}`;
}

export function photoGroups(model: Pick<Model, "gallery">): PhotoGroup[] {
  return model.gallery.filter((group): group is PhotoGroup => group.kind === "photos");
}

export const MODEL_CATEGORIES: readonly Category[] = [
  "zamki i ratusze",
  "latarnie morskie",
  "kościoły",
  "kosmos",
  "figurki",
  "samoloty",
  "",
];

/** A map marker for each category: a model without an icon of its own gets its category's, or the one the owner picks. */
export const CATEGORY_ICONS: Readonly<Record<Category, string>> = {
  "zamki i ratusze": "icons/Bedzin.webp",
  "latarnie morskie": "icons/Hel.webp",
  kościoły: "icons/Gryfino.webp",
  kosmos: "icons/Falcon9.webp",
  figurki: "icons/Mauler.webp",
  samoloty: "icons/MiG29.webp",
  "": "icons/Wiezowce.webp",
};

export function placeIcon(model: Pick<Model, "icon" | "category">): string {
  return model.icon ?? CATEGORY_ICONS[model.category];
}
