// The catalogue read from D1 into a Catalog, kept per isolate and version; every write moves the version.
import { asc, eq, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db-batch.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { COVER_WIDTHS, widthKey, type ImageIndex } from "../images.ts";
import {
  modelHref,
  photoFileName,
  GROUP_SLUGS,
  type Banner,
  type GalleryGroup,
  type GalleryGroupName,
  type Model,
  type PhotoFormat,
  type PhotoGroup,
} from "../model.ts";
import { catalogBanners, catalogModels, catalogPhotos, catalogRedirects, catalogState } from "./tables.server.ts";

import { Catalog, groupedRows } from "./catalog.server.ts";

type ModelRow = typeof catalogModels.$inferSelect;
type PhotoRow = typeof catalogPhotos.$inferSelect;
type BannerRow = typeof catalogBanners.$inferSelect;

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

const PHOTO_FILE = /^(.*?)(\d{2,3})(\.[a-z]+)$/;
const FORMAT = /\.[a-z]+$/;

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
