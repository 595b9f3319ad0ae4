import { asc, eq, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db-batch.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { COVER_WIDTHS, imageInfoOf, widthKey, type ImageIndex, type ImageInfo } from "../images.ts";
import {
  isUnderConstruction,
  modelHref,
  normalizeSearchText,
  photoFileName,
  photoGroups,
  photoKeys,
  photoParam,
  sortByCompletionYear,
  summarize,
  GROUP_SLUGS,
  type Banner,
  type GalleryGroup,
  type GalleryGroupName,
  type Model,
  type ModelSummary,
  type PhotoFormat,
  type PhotoGroup,
  type Place,
  type UpdateEntry,
} from "../model.ts";
import { catalogBanners, catalogModels, catalogPhotos, catalogRedirects, catalogState } from "./tables.server.ts";

type ModelRow = typeof catalogModels.$inferSelect;
type PhotoRow = typeof catalogPhotos.$inferSelect;
type BannerRow = typeof catalogBanners.$inferSelect;

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

/** The slide of a model the owner put on the banner has no drawn picture of its own (an empty slug): it shows the cover. */
function bannerOf(row: BannerRow, model: Model): Banner | undefined {
  if (row.slug) {
    return {
      name: row.name,
      full: `banners/full/${row.slug}.webp`,
      mobile: `banners/mobile/${row.slug}.webp`,
      link: modelHref(model.path),
    };
  }
  if (!model.cover) return undefined;
  return {
    name: model.name,
    full: widthKey(model.cover, COVER_WIDTHS[1], "webp"),
    mobile: widthKey(model.cover, COVER_WIDTHS[0], "webp"),
    link: modelHref(model.path),
  };
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
      model.position && model.icon
        ? [{ id: model.id, name: model.name, position: model.position, icon: model.icon, link: modelHref(model.path) }]
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

const PHOTO_FILE = /^(.*?)(\d{2,3})(\.[a-z]+)$/;
const FORMAT = /\.[a-z]+$/;

const GROUP_ORDER = Object.keys(GROUP_SLUGS) as GalleryGroupName[];

/** Rows of one group in gallery order; groups in one fixed order, the one every seeded gallery already has. */
function groupedRows(photos: readonly PhotoRow[]): PhotoRow[][] {
  return GROUP_ORDER.flatMap((name) => {
    const rows = photos.filter((photo) => photo.group === name);
    return rows.length > 0 ? [rows.sort((a, b) => a.position - b.position)] : [];
  });
}

function photoGroupOf(component: string, name: GalleryGroupName, rows: readonly PhotoRow[]): PhotoGroup | undefined {
  const keys = rows.flatMap((row) => (row.key ? [row.key] : []));
  if (keys.length === 0) return undefined;
  const first = keys[0]!;
  const match = PHOTO_FILE.exec(first.slice(first.lastIndexOf("/") + 1));
  const prefix = match?.[1] ?? "";
  const format = (match?.[3] ?? FORMAT.exec(first)?.[0] ?? ".jpg") as PhotoFormat;
  const group: PhotoGroup = { kind: "photos", name, quantity: keys.length, prefix, format };
  const numbered =
    match !== null &&
    rows.every(
      (row, index) =>
        !row.caption && row.key === `models/${component}/${GROUP_SLUGS[name]}/${photoFileName(group, index + 1)}`,
    );
  if (numbered) return group;
  const photos = rows.flatMap((row) =>
    row.key ? [{ key: row.key, ...(row.caption ? { caption: row.caption } : {}) }] : [],
  );
  return { ...group, photos };
}

function galleryOf(component: string, photos: readonly PhotoRow[]): GalleryGroup[] {
  return groupedRows(photos).flatMap((rows): GalleryGroup[] => {
    const name = rows[0]!.group;
    const videoIds = rows.flatMap((row) => (row.videoId ? [row.videoId] : []));
    if (videoIds.length > 0) {
      return [
        {
          kind: "youtube",
          name,
          quantity: videoIds.length,
          videoId: videoIds[0]!,
          ...(videoIds.length > 1 ? { videoIds } : {}),
        },
      ];
    }
    const group = photoGroupOf(component, name, rows);
    return group ? [group] : [];
  });
}

/** What only the picture knows, for the photos whose rows carry it (uploads); the seed's are in R2's index. */
function rowImages(photos: readonly PhotoRow[]): ImageIndex {
  const index: Record<string, readonly [number, number, string]> = {};
  for (const row of photos) {
    if (row.key && row.width && row.height && row.placeholder)
      index[row.key] = [row.width, row.height, row.placeholder];
  }
  return index;
}

function modelOf(row: ModelRow, photos: readonly PhotoRow[]): Model {
  return {
    id: row.id,
    isNew: row.isNew,
    component: row.component,
    category: row.category,
    lighting: row.lighting,
    completionYear: row.completionYear,
    ...(row.buildYears ? { buildYears: row.buildYears } : {}),
    path: row.path,
    name: row.name,
    ...(row.card ? { card: row.card } : {}),
    ...(row.icon ? { icon: row.icon } : {}),
    ...(row.cover ? { cover: row.cover } : {}),
    ...(row.position ? { position: row.position } : {}),
    ...(row.address ? { address: row.address } : {}),
    ...(row.publisher ? { publisher: row.publisher } : {}),
    photo: row.historyPhotos,
    description: row.description,
    info: Object.fromEntries(row.facts),
    ...(row.technicalData ? { technicalData: Object.fromEntries(row.technicalData) } : {}),
    ...(row.lightPhases ? { lightPhases: row.lightPhases } : {}),
    gallery: galleryOf(row.component, photos),
    history: row.history,
  };
}

function catalogOfRows(
  models: readonly ModelRow[],
  photos: readonly PhotoRow[],
  banners: readonly BannerRow[],
  redirects: readonly (typeof catalogRedirects.$inferSelect)[],
  version: number,
) {
  const photosOf = Map.groupBy(photos, (photo) => photo.modelId);
  const all = models.map((row) => modelOf(row, photosOf.get(row.id) ?? []));
  const byId = new Map(all.map((model) => [model.id, model]));
  const drafts = new Set(models.filter((row) => !row.published).map((row) => row.id));
  const slides = banners.flatMap((row) => {
    const model = byId.get(row.modelId);
    const slide = model && !drafts.has(model.id) ? bannerOf(row, model) : undefined;
    return slide ? [slide] : [];
  });
  const moved = new Map(redirects.map((row) => [row.pathKey, row.modelId]));
  const onBanner = new Set(banners.map((row) => row.modelId));
  return new Catalog(all, slides, drafts, moved, rowImages(photos), photosOf, onBanner, version);
}

/** The catalogue could not be read and this isolate holds no earlier copy: pages answer 503. */
export class CatalogUnavailable extends Error {}

let held: { version: number; catalog: Catalog } | undefined;

/** The copy this isolate holds, unchecked: what a page may start its own reads from while the version is read. */
export function heldCatalog(): Catalog | undefined {
  return held?.catalog;
}

/** A fresh isolate, for the fault tests. */
export function forgetHeldCatalog(): void {
  held = undefined;
}
const perRequest = new WeakMap<Database, Promise<Catalog>>();

async function readCatalog(db: Database): Promise<Catalog> {
  let version: number | undefined;
  try {
    const [state] = await sharedRead(db, db.select({ version: catalogState.version }).from(catalogState));
    version = state?.version;
    if (version === undefined) return held?.catalog ?? new Catalog([], []);
    if (held?.version === version) return held.catalog;
    const [models, photos, banners, redirects] = await db.batch([
      db.select().from(catalogModels).orderBy(asc(catalogModels.id)),
      db.select().from(catalogPhotos).orderBy(asc(catalogPhotos.modelId), asc(catalogPhotos.id)),
      db.select().from(catalogBanners).orderBy(asc(catalogBanners.position)),
      db.select().from(catalogRedirects),
    ]);
    const catalog = catalogOfRows(models, photos, banners, redirects, version);
    held = { version, catalog };
    return catalog;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!held) throw new CatalogUnavailable(`catalogue unavailable: ${reason}`);
    // A stale catalogue beats no page; what else the request reads from D1 fails and is logged on its own.
    return held.catalog;
  }
}

/** The current catalogue: one query on a warm isolate, four more in one round trip after a change. */
export function loadCatalog(db: Database): Promise<Catalog> {
  let pending = perRequest.get(db);
  if (!pending) {
    pending = readCatalog(db);
    perRequest.set(db, pending);
  }
  return pending;
}

/** For pages that show the catalogue only in passing (the strip, the banner): empty when D1 is down. */
export async function loadCatalogOrEmpty(db: Database): Promise<Catalog> {
  try {
    return await loadCatalog(db);
  } catch {
    return new Catalog([], []);
  }
}

// Every catalogue write goes through here, so every isolate rereads it, this request too: its answer shows the change.
// Callers run the returned update in the batch they build now.
export function catalogChanged(db: Database) {
  perRequest.delete(db);
  return db
    .update(catalogState)
    .set({ version: sql`${catalogState.version} + 1` })
    .where(eq(catalogState.id, 1));
}

function factPairs(record: Readonly<Record<string, string | number>>): [string, string | number][] {
  return Object.entries(record);
}

const MODEL_ROWS_PER_INSERT = 3;
const PHOTO_ROWS_PER_INSERT = 9;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );
}

/** Today's 39 models, their galleries and the banner, stored once: later starts keep the owner's changes. */
export async function seedCatalog(
  db: Database,
  models: readonly Model[],
  banners: readonly Banner[],
  now = Date.now(),
): Promise<boolean> {
  const seeded = await db.select({ id: catalogState.id }).from(catalogState).get();
  if (seeded) return false;
  const at = new Date(now);
  const modelRows = models.map((model) => ({
    id: model.id,
    component: model.component,
    path: model.path,
    pathKey: pathKey(model.path),
    name: model.name,
    category: model.category,
    published: true,
    isNew: model.isNew,
    lighting: model.lighting,
    completionYear: model.completionYear,
    buildYears: model.buildYears ?? null,
    card: model.card ?? null,
    icon: model.icon ?? null,
    cover: model.cover ?? null,
    historyPhotos: model.photo,
    position: model.position ?? null,
    address: model.address ?? null,
    publisher: model.publisher ?? null,
    description: model.description,
    facts: factPairs(model.info),
    technicalData: model.technicalData ? (Object.entries(model.technicalData) as [string, string][]) : null,
    lightPhases: model.lightPhases ?? null,
    history: model.history,
    createdAt: at,
    updatedAt: at,
  }));
  const photoRows = models.flatMap((model) =>
    model.gallery.flatMap((group) =>
      Array.from({ length: group.quantity }, (_, index) => ({
        modelId: model.id,
        group: group.name,
        position: index + 1,
        key:
          group.kind === "photos"
            ? `models/${model.component}/${GROUP_SLUGS[group.name]}/${photoFileName(group, index + 1)}`
            : null,
        videoId: group.kind === "youtube" ? group.videoId : null,
      })),
    ),
  );
  const byLink = new Map(models.map((model) => [modelHref(model.path), model]));
  const bannerRows = banners.flatMap((banner, position) => {
    const model = byLink.get(banner.link);
    const slug = banner.full.replace(/^banners\/full\//, "").replace(/\.webp$/, "");
    return model ? [{ position, modelId: model.id, name: banner.name, slug }] : [];
  });
  await db.batch([
    db.insert(catalogState).values({ id: 1, version: 1, seededAt: at }),
    ...chunks(modelRows, MODEL_ROWS_PER_INSERT).map((rows) => db.insert(catalogModels).values(rows)),
    ...chunks(photoRows, PHOTO_ROWS_PER_INSERT).map((rows) => db.insert(catalogPhotos).values(rows)),
    db.insert(catalogBanners).values(bannerRows),
  ]);
  return true;
}
