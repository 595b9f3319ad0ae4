import type { HistoryArticle } from "./data/texts/types.ts";

export type { HistoryArticle, HistoryPhoto, HistorySection, ModelTexts } from "./data/texts/types.ts";

/** A model's category (`typ` in the spec); the empty string is the uncategorised group. */
export type Category = "zamki i ratusze" | "latarnie morskie" | "kościoły" | "kosmos" | "figurki" | "samoloty" | "";

/** Gallery group names as the spec lists them; they are also the tab labels. */
export type GalleryGroupName = "dzień" | "noc" | "budowa" | "filmy" | "zima" | "model" | "podstawka";

export type PhotoFormat = ".webp" | ".jpg" | ".gif";

/** A group of photos: `quantity` files named prefix + two-digit number + format. */
export interface PhotoGroup {
  kind: "photos";
  name: GalleryGroupName;
  quantity: number;
  format: PhotoFormat;
  /** File name prefix, e.g. `hel-d` for `hel-d01.jpg`. */
  prefix: string;
}

/** A group holding YouTube films, embedded by video id. */
export interface VideoGroup {
  kind: "youtube";
  name: GalleryGroupName;
  quantity: number;
  videoId: string;
}

export type GalleryGroup = PhotoGroup | VideoGroup;

/** Key-value facts of the kit (Wydawca or Projekt, Skala, Rok wydania, …). */
export type ModelInfo = Readonly<Record<string, string | number>>;

/** A lighthouse's light phases: numbered phases plus the period under `Okres`. */
export interface LightPhases {
  phases: readonly { kind: "light" | "dark"; label: string; seconds: number }[];
  period: string;
}

export type LatLng = readonly [latitude: number, longitude: number];

/** One finished paper model, as the spec's section 3 describes it. */
export interface Model {
  id: number;
  /** Shown with the `nowa galeria` ribbon. */
  isNew: boolean;
  /** The name key: the comments section and R2 folder of the model. */
  component: string;
  category: Category;
  /** `oświetlenie`: the model has built-in lighting. */
  lighting: boolean;
  /** `rok ukończenia`; 9999 means still under construction. */
  completionYear: number;
  /** `lata budowy modeli`, for models built over several years. */
  buildYears?: string;
  /** The page's path exactly as the spec's route table gives it, e.g. `/Krynica Morska`. */
  path: string;
  name: string;
  /** R2 keys of the card (navigation strip), the map icon and the cover; absent where the model has none. */
  card?: string;
  icon?: string;
  cover?: string;
  position?: LatLng;
  address?: string;
  publisher?: string;
  /** R2 key prefix of the Historia photos. */
  photo: string;
  description: string;
  info: ModelInfo;
  /** `Dane techniczne` (lighthouses only). */
  technicalData?: Readonly<Record<string, string>>;
  /** `Fazy światła` (lighthouses only). */
  lightPhases?: LightPhases;
  gallery: readonly GalleryGroup[];
  history: HistoryArticle;
}

/** A slide of the home banner. */
export interface Banner {
  name: string;
  /** R2 keys of the wide and the mobile image. */
  full: string;
  mobile: string;
  link: string;
}

/** An entry of the recent-updates list. */
export interface UpdateEntry {
  id: number;
  /** `DD-MM-YYYY`. */
  date: string;
  description: string;
}

/** A marker of the home map. */
export interface Place {
  id: number;
  name: string;
  position: LatLng;
  icon: string;
  link: string;
}

/** The year at or above which a model counts as under construction. */
export const UNDER_CONSTRUCTION_YEAR = 3000;

/** The filters of the navigation strip, in the order its buttons show them (spec section 9). */
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
  /** Published by GPM (spec section 9: the `gpm` filter is the publisher GPM). */
  gpm: boolean;
  /** Free to download: one of the kit's facts is an http(s) link. */
  free: boolean;
}

const LINK = /https?:\/\//i;

/** True when a fact's value is a link (shown as `Download`). */
export function isLinkValue(value: string | number): value is string {
  return typeof value === "string" && LINK.test(value);
}

/** The summary of a model for cards and filters. */
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
  };
}

/** Lower case without diacritics, `ł` read as `l`: what search compares (spec section 5). */
export function normalizeSearchText(text: string): string {
  return text
    .toLocaleLowerCase("pl")
    .replaceAll("ł", "l")
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .trim();
}

/** Models whose name contains the query, ignoring case and diacritics. An empty query matches all. */
export function searchModels<T extends Pick<ModelSummary, "name">>(models: readonly T[], query: string): T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [...models];
  return models.filter((model) => normalizeSearchText(model.name).includes(needle));
}

/** Models in one of the strip's categories (spec section 9). */
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

/** Newest first by completion year (models under construction, 9999, lead); ties keep the id order. */
export function sortByCompletionYear<T extends Pick<ModelSummary, "completionYear" | "id">>(models: readonly T[]): T[] {
  return [...models].sort((a, b) => b.completionYear - a.completionYear || a.id - b.id);
}

/** True when the model is still being built (the spec's 3000 threshold; the data uses 9999). */
export function isUnderConstruction(model: Pick<Model, "completionYear">): boolean {
  return model.completionYear >= UNDER_CONSTRUCTION_YEAR;
}

/** The heading line with the model's build year(s) (spec section 2, "Year header"). */
export function yearHeader(model: Pick<Model, "completionYear" | "buildYears">): string {
  if (model.buildYears) return `Lata budowy modeli: ${model.buildYears}`;
  if (!isUnderConstruction(model)) return `Rok budowy modelu: ${model.completionYear}`;
  return "Model w budowie";
}

/** ASCII folder names of the gallery groups in R2 keys and in `?photo=` links. */
export const GROUP_SLUGS: Readonly<Record<GalleryGroupName, string>> = {
  dzień: "dzien",
  noc: "noc",
  budowa: "budowa",
  filmy: "filmy",
  zima: "zima",
  model: "model",
  podstawka: "podstawka",
};

/** The search parameter of a model page that opens a gallery photo, e.g. `?photo=dzien-07`. */
export const PHOTO_PARAM = "photo";

/** The id of the model page's gallery section, where links to a photo land. */
export const GALLERY_SECTION_ID = "galeria";

/** The `?photo=` value of a photo: the group's slug, a hyphen and the number padded to two digits. */
export function photoParam(group: GalleryGroupName, number: number): string {
  return `${GROUP_SLUGS[group]}-${String(number).padStart(2, "0")}`;
}

const PHOTO_PARAM_PATTERN = /^([a-z]+)-(\d{1,3})$/;

/** A `?photo=` value read back to its slug and number (`dzien-7` too, any letter case); null when malformed. */
export function readPhotoParam(value: string | null): { slug: string; number: number } | null {
  const match = value ? PHOTO_PARAM_PATTERN.exec(value.trim().toLowerCase()) : null;
  return match ? { slug: match[1]!, number: Number(match[2]) } : null;
}

/** The model page with this photo open, e.g. `/Hel?photo=dzien-07#galeria`; `toSection` false leaves out `#galeria`. */
export function galleryPhotoLink(
  photo: { path: string; group: GalleryGroupName; number: number },
  toSection = true,
): string {
  const link = `${photo.path}?${PHOTO_PARAM}=${photoParam(photo.group, photo.number)}`;
  return toSection ? `${link}#${GALLERY_SECTION_ID}` : link;
}

/** A photo's file name: prefix + number padded to two digits + format, e.g. `hel-d07.jpg`. */
export function photoFileName(group: Pick<PhotoGroup, "prefix" | "format">, number: number): string {
  return `${group.prefix}${String(number).padStart(2, "0")}${group.format}`;
}

/** R2 keys of one photo: full size, its 160x160 gallery thumbnail and its 200x200 random-gallery thumbnail. */
export function photoKeys(component: string, group: PhotoGroup, number: number) {
  const folder = `models/${component}/${GROUP_SLUGS[group.name]}`;
  const base = `${group.prefix}${String(number).padStart(2, "0")}`;
  return {
    full: `${folder}/${photoFileName(group, number)}`,
    thumb: `${folder}/thumbs/${base}.webp`,
    random: `${folder}/thumbs-200/${base}.webp`,
  };
}

/** R2 key of the n-th (1-based) photo of a model's Historia article. */
export function historyPhotoKey(model: Pick<Model, "photo">, number: number): string {
  return `${model.photo}${String(number).padStart(2, "0")}.webp`;
}

/** The public URL of an R2 key, as the Worker serves it. */
export function imageUrl(key: string): string {
  return `/images/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** Photo groups only (YouTube groups hold no files). */
export function photoGroups(model: Pick<Model, "gallery">): PhotoGroup[] {
  return model.gallery.filter((group): group is PhotoGroup => group.kind === "photos");
}
