import { imageInfoOf, type ImageIndex, type ImageInfo } from "../images.ts";
import {
  isUnderConstruction,
  modelHref,
  normalizeSearchText,
  photoGroups,
  photoKeys,
  photoParam,
  placeIcon,
  sortByCompletionYear,
  summarize,
  GROUP_SLUGS,
  type Banner,
  type GalleryGroupName,
  type Model,
  type ModelSummary,
  type Place,
  type UpdateEntry,
} from "../model.ts";
import type { catalogPhotos } from "./tables.server.ts";

type PhotoRow = typeof catalogPhotos.$inferSelect;

/** A gallery row as the owner's API answers it; `param` is its `?photo=` value (a film has none). */
export interface CatalogPhoto {
  id: number;
  group: GalleryGroupName;
  position: number;
  key: string | null;
  videoId: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  caption: string | null;
  param: string | null;
}

export function catalogPhoto(row: PhotoRow): CatalogPhoto {
  return {
    id: row.id,
    group: row.group,
    position: row.position,
    key: row.key,
    videoId: row.videoId,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    caption: row.caption,
    param: row.key ? photoParam(row.group, row.position) : null,
  };
}

/** A page address as visitors type it: no slashes at the ends, lower case, no diacritics. */
export function pathKey(path: string): string {
  return normalizeSearchText(path.replace(/^\/+|\/+$/g, ""));
}

/** An address from the request line; one that does not decode matches nothing. */
function typedPathKey(pathname: string): string | undefined {
  try {
    return pathKey(decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
}

function updateDay(entry: UpdateEntry): string {
  const [day, month, year] = entry.date.split("-");
  return `${year}-${month}-${day}`;
}

export interface RandomPick {
  component: string;
  name: string;
  path: string;
  group: GalleryGroupName;
  number: number;
  thumb: string;
  full: string;
  galleryThumb: string;
  info?: ImageInfo;
}

/** Deterministic, so one seed gives the same picks on the server and in tests. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the pages read of the catalogue, drafts marked; built once per version and shared by an isolate's requests. */
export class Catalog {
  // Plain fields rather than parameter properties: Node's type stripping (the seed script) cannot run those.
  readonly all: readonly Model[];
  readonly banners: readonly Banner[];
  readonly models: readonly Model[];
  readonly summaries: readonly ModelSummary[];
  /** The admin's strip: published models and drafts, each draft marked. */
  readonly ownerSummaries: readonly ModelSummary[];
  /** The catalogue's version row when it was read; 0 for a catalogue not read from D1. */
  readonly version: number;
  readonly places: readonly Place[];
  private readonly drafts: ReadonlySet<number>;
  /** Models with a slide on the home banner, drafts included (their slides wait for publishing). */
  private readonly bannerIds: ReadonlySet<number>;
  private readonly redirects: ReadonlyMap<string, number>;
  private readonly byPathKey: ReadonlyMap<string, Model>;
  private readonly byComponentKey: ReadonlyMap<string, Model>;
  private readonly byIdKey: ReadonlyMap<number, Model>;
  private readonly rowImages: ImageIndex;
  private readonly photoRows: ReadonlyMap<number, readonly PhotoRow[]>;
  private merged: { index: ImageIndex; images: ImageIndex } | undefined;
  private readonly sortedCards: Readonly<Record<"visitor" | "owner", readonly ModelSummary[]>>;

  constructor(
    all: readonly Model[],
    banners: readonly Banner[],
    drafts: ReadonlySet<number> = new Set(),
    redirects: ReadonlyMap<string, number> = new Map(),
    rowImages: ImageIndex = {},
    photoRows: ReadonlyMap<number, readonly PhotoRow[]> = new Map(),
    bannerIds?: ReadonlySet<number>,
    version = 0,
  ) {
    this.all = all;
    this.version = version;
    this.rowImages = rowImages;
    this.photoRows = photoRows;
    this.banners = banners;
    this.drafts = drafts;
    this.redirects = redirects;
    this.models = all.filter((model) => !drafts.has(model.id));
    this.summaries = this.models.map(summarize);
    this.ownerSummaries = all.map((model) =>
      drafts.has(model.id) ? { ...summarize(model), draft: true as const } : summarize(model),
    );
    this.sortedCards = {
      visitor: sortByCompletionYear(this.summaries),
      owner: sortByCompletionYear(this.ownerSummaries),
    };
    this.places = this.models.flatMap((model) =>
      model.position
        ? [
            {
              id: model.id,
              name: model.name,
              position: model.position,
              icon: placeIcon(model),
              link: modelHref(model.path),
            },
          ]
        : [],
    );
    this.byPathKey = new Map(all.map((model) => [pathKey(model.path), model]));
    this.byComponentKey = new Map(all.map((model) => [model.component, model]));
    this.byIdKey = new Map(all.map((model) => [model.id, model]));
    const slideLinks = new Set(banners.map((banner) => banner.link));
    this.bannerIds =
      bannerIds ?? new Set(all.filter((model) => slideLinks.has(modelHref(model.path))).map((model) => model.id));
  }

  cards(owner: boolean): readonly ModelSummary[] {
    return this.sortedCards[owner ? "owner" : "visitor"];
  }

  onBanner(model: Pick<Model, "id">): boolean {
    return this.bannerIds.has(model.id);
  }

  /** R2's index with the uploaded photos' sizes and placeholders from their rows. */
  images(index: ImageIndex): ImageIndex {
    if (Object.keys(this.rowImages).length === 0) return index;
    if (this.merged?.index !== index) this.merged = { index, images: { ...index, ...this.rowImages } };
    return this.merged.images;
  }

  /** A model's gallery rows in gallery order, with their ids: what the owner's arranging acts on. */
  photosOf(model: Pick<Model, "id">): CatalogPhoto[] {
    return groupedRows(this.photoRows.get(model.id) ?? [])
      .flat()
      .map(catalogPhoto);
  }

  isDraft(model: Pick<Model, "id">): boolean {
    return this.drafts.has(model.id);
  }

  private visible(model: Model | undefined, drafts: boolean): Model | undefined {
    return model && (drafts || !this.isDraft(model)) ? model : undefined;
  }

  /** A page's model by its address as typed (encoded or not, any case, a trailing slash). */
  byPath(pathname: string, { drafts = false } = {}): Model | undefined {
    const key = typedPathKey(pathname);
    return key === undefined ? undefined : this.visible(this.byPathKey.get(key), drafts);
  }

  movedTo(pathname: string, { drafts = false } = {}): Model | undefined {
    const key = typedPathKey(pathname);
    const id = key === undefined ? undefined : this.redirects.get(key);
    return id === undefined ? undefined : this.byId(id, { drafts });
  }

  byId(id: number, { drafts = false } = {}): Model | undefined {
    return this.visible(this.byIdKey.get(id), drafts);
  }

  byComponent(component: string, { drafts = false } = {}): Model | undefined {
    return this.visible(this.byComponentKey.get(component), drafts);
  }

  galleryStats(): { galleries: number; photos: number } {
    return {
      galleries: this.models.filter((model) => model.gallery.length > 0).length,
      photos: this.models.reduce((sum, model) => sum + model.gallery.reduce((s, group) => s + group.quantity, 0), 0),
    };
  }

  randomPicks(seed: number, index: ImageIndex = {}): RandomPick[] {
    const random = mulberry32(seed);
    const images = this.images(index);
    const picks = this.models.flatMap((model): RandomPick[] => {
      const groups = photoGroups(model);
      const total = groups.reduce((sum, group) => sum + group.quantity, 0);
      if (total === 0) return [];
      let index = Math.floor(random() * total);
      for (const group of groups) {
        if (index < group.quantity) {
          const keys = photoKeys(model.component, group, index + 1);
          const info = imageInfoOf(images, keys.full);
          return [
            {
              component: model.component,
              name: model.name,
              path: model.path,
              group: group.name,
              number: index + 1,
              thumb: keys.random,
              full: keys.full,
              galleryThumb: keys.thumb,
              ...(info ? { info } : {}),
            },
          ];
        }
        index -= group.quantity;
      }
      return [];
    });
    for (let i = picks.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [picks[i], picks[j]] = [picks[j]!, picks[i]!];
    }
    return picks;
  }

  /** The newest update's day; the updates are the stored ones (the built-in entries are seeded into them). */
  static siteLastModified(updates: readonly UpdateEntry[]): string {
    return updates.map(updateDay).reduce((newest, day) => (day > newest ? day : newest), "2000-01-01");
  }

  static modelLastModified(
    model: Pick<Model, "component" | "completionYear">,
    updates: readonly UpdateEntry[],
  ): string {
    const days = updates.filter((entry) => entry.models?.includes(model.component)).map(updateDay);
    if (days.length > 0) return days.reduce((newest, day) => (day > newest ? day : newest));
    return isUnderConstruction(model) ? Catalog.siteLastModified(updates) : String(model.completionYear);
  }
}

const GROUP_ORDER = Object.keys(GROUP_SLUGS) as GalleryGroupName[];

/** Rows of one group in gallery order; groups in one fixed order, the one every seeded gallery already has. */
export function groupedRows(photos: readonly PhotoRow[]): PhotoRow[][] {
  return GROUP_ORDER.flatMap((name) => {
    const rows = photos.filter((photo) => photo.group === name);
    return rows.length > 0 ? [rows.sort((a, b) => a.position - b.position)] : [];
  });
}
