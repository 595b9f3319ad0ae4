/** The owner's gallery writes: films, arranging and removal; uploads and their sweep are in photo-storage.server.ts. */
import { and, count, eq, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import * as v from "valibot";
import type { Database } from "#app/lib/db.server.ts";
import { checkInput, refused, type Checked, type FieldNames, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { isPlainText, unifyLineBreaks } from "#app/lib/plain-text.ts";
import { formatKey, IMAGE_FORMATS, PHOTO_WIDTHS, widthKey } from "../images.ts";
import { GROUP_SLUGS, photoKeysOf, type GalleryGroupName, type Model } from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { CAPTION_MAX, CARD_SLOT, COVER_SLOT, PHOTO_MESSAGES, photoObjectKeys } from "../photo-files.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import { catalogPhoto, type CatalogPhoto } from "./catalog.server.ts";
import { catalogModels, catalogPhotos } from "./tables.server.ts";

type PhotoRow = typeof catalogPhotos.$inferSelect;
export type PhotoResult = { ok: true; photo: CatalogPhoto } | Refusal;

const FILMS: GalleryGroupName = "filmy";
/** Where a photo goes when the form names no position. */
export const POSITION_FIELD = "position";
const FIELDS: readonly unknown[] = ["caption", "group", POSITION_FIELD, "video"];
export const photoField: FieldNames = ([key]) => (FIELDS.includes(key) ? String(key) : undefined);

export interface PhotoChanges {
  caption?: unknown;
  group?: unknown;
  position?: unknown;
  cover?: unknown;
  card?: unknown;
}

export async function modelOf(db: Database, id: number): Promise<Checked<Model>> {
  const model = (await loadCatalog(db)).byId(id, { drafts: true });
  return model ? { ok: true, value: model } : refused("not-found", CATALOG_MESSAGES.notFound);
}

async function photoRow(db: Database, modelId: number, photoId: number): Promise<Checked<PhotoRow>> {
  const row = await db
    .select()
    .from(catalogPhotos)
    .where(and(eq(catalogPhotos.id, photoId), eq(catalogPhotos.modelId, modelId)))
    .get();
  return row ? { ok: true, value: row } : refused("not-found", PHOTO_MESSAGES.photoNotFound);
}

const GROUP_BY_SLUG = new Map<string, GalleryGroupName>(
  (Object.entries(GROUP_SLUGS) as [GalleryGroupName, string][]).flatMap(([name, slug]) => [
    [name, name],
    [slug, name],
  ]),
);
const PHOTO_GROUPS = [...new Set(GROUP_BY_SLUG.values())].filter((group) => group !== FILMS);

/** A photo group by its Polish name or its slug, `kept` when none is named; films have a group of their own. */
export function groupSchema(kept: GalleryGroupName) {
  return v.pipe(
    v.string(PHOTO_MESSAGES.groupInvalid),
    v.transform((raw) => (raw ? GROUP_BY_SLUG.get(raw.trim().toLocaleLowerCase("pl")) : kept)),
    v.picklist([kept, ...PHOTO_GROUPS], PHOTO_MESSAGES.groupInvalid),
  );
}

export const Caption = v.nullable(
  v.pipe(
    v.string(PHOTO_MESSAGES.captionTooLong),
    v.trim(),
    v.check((caption) => isPlainText(unifyLineBreaks(caption)), CATALOG_MESSAGES.badCharacters),
    v.maxLength(CAPTION_MAX, PHOTO_MESSAGES.captionTooLong),
    v.transform((caption) => caption || null),
  ),
);

export const Place = v.message(
  v.pipe(
    v.optional(v.union([v.number(), v.pipe(v.string(), v.regex(/^(\d{1,6})?$/))])),
    v.transform((place) => (place === "" || place === undefined ? undefined : Number(place))),
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  ),
  PHOTO_MESSAGES.positionInvalid,
);

export async function groupSize(db: Database, modelId: number, group: GalleryGroupName): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(catalogPhotos)
    .where(and(eq(catalogPhotos.modelId, modelId), eq(catalogPhotos.group, group)))
    .get();
  return row?.n ?? 0;
}

function inGroup(modelId: number, group: GalleryGroupName) {
  return and(eq(catalogPhotos.modelId, modelId), eq(catalogPhotos.group, group));
}

/*
 * Positions are unique per group and SQLite checks that row by row, so a shift first parks the rows it moves at
 * their negatives and then brings them back one place on: no row ever lands on a taken place.
 */
export function park(
  db: Database,
  modelId: number,
  group: GalleryGroupName,
  from: number,
  to = Number.MAX_SAFE_INTEGER,
) {
  return db
    .update(catalogPhotos)
    .set({ position: sql`-${catalogPhotos.position}` })
    .where(and(inGroup(modelId, group), gte(catalogPhotos.position, from), lte(catalogPhotos.position, to)));
}

export function unpark(db: Database, modelId: number, group: GalleryGroupName, step: 1 | -1) {
  return db
    .update(catalogPhotos)
    .set({ position: sql`${step} - ${catalogPhotos.position}` })
    .where(and(inGroup(modelId, group), lt(catalogPhotos.position, 0)));
}

export async function removeObjects(bucket: R2Bucket, keys: readonly string[]): Promise<boolean> {
  try {
    await bucket.delete([...keys]);
    return true;
  } catch (error) {
    console.error("Photo files not removed", keys[0], error instanceof Error ? error.message : error);
    return false;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);

/** A film's id from the addresses YouTube hands out (watch, youtu.be, shorts, embed, live) or the bare id. */
function youtubeId(address: string): string | undefined {
  const text = address.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  const id =
    host === "youtu.be"
      ? segments[0]
      : YOUTUBE_HOSTS.has(host)
        ? segments[0] === "watch"
          ? url.searchParams.get("v")
          : ["shorts", "embed", "live", "v"].includes(segments[0] ?? "")
            ? segments[1]
            : undefined
        : undefined;
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

const Film = v.pipe(v.string(PHOTO_MESSAGES.filmInvalid), v.transform(youtubeId), v.string(PHOTO_MESSAGES.filmInvalid));

export async function addFilm(db: Database, modelId: number, address: unknown): Promise<PhotoResult> {
  const model = await modelOf(db, modelId);
  if (!model.ok) return model;
  const film = checkInput(v.object({ video: Film }), { video: address }, photoField);
  if (!film.ok) return film;
  const gifs = await db
    .select({ n: count() })
    .from(catalogPhotos)
    .where(and(inGroup(modelId, FILMS), isNotNull(catalogPhotos.key)))
    .get();
  if ((gifs?.n ?? 0) > 0) return refused("taken", PHOTO_MESSAGES.filmsHoldPhotos, "video");
  const position = (await groupSize(db, modelId, FILMS)) + 1;
  const [inserted] = await db.batch([
    db.insert(catalogPhotos).values({ modelId, group: FILMS, position, videoId: film.value.video }).returning(),
    catalogChanged(db),
  ]);
  return { ok: true, photo: catalogPhoto(inserted[0]!) };
}

/** The slot a cover or a card reads that a narrow photo lacks: a copy of the nearest smaller one. */
async function copyIfMissing(bucket: R2Bucket, from: string, to: string): Promise<void> {
  if (await bucket.head(to)) return;
  const source = await bucket.get(from);
  if (source) await bucket.put(to, source.body, { httpMetadata: source.httpMetadata });
}

interface Marks {
  cover?: boolean;
  card?: boolean;
}

/** The cover's and card's slots a narrow photo lacks, copied from its own smaller files before it is marked. */
export async function copyMarkSlots(bucket: R2Bucket, key: string, { cover, card }: Marks): Promise<void> {
  const { thumb } = photoKeysOf(key);
  for (const format of IMAGE_FORMATS) {
    if (cover) await copyIfMissing(bucket, widthKey(key, PHOTO_WIDTHS[0], format), widthKey(key, COVER_SLOT, format));
    if (card) await copyIfMissing(bucket, formatKey(thumb, format), widthKey(thumb, CARD_SLOT, format));
  }
}

export function markPhoto(db: Database, modelId: number, key: string, { cover, card }: Marks) {
  return db
    .update(catalogModels)
    .set({ ...(cover ? { cover: key } : {}), ...(card ? { card: photoKeysOf(key).thumb } : {}) })
    .where(eq(catalogModels.id, modelId));
}

const Flag = v.message(
  v.pipe(
    v.optional(v.union([v.literal(true), v.picklist(["", "true"])])),
    v.transform((flag) => flag === true || flag === "true"),
  ),
  PHOTO_MESSAGES.flagInvalid,
);

/** Caption, group, place in the group, and the model's cover or strip card made of this photo. */
export async function changePhoto(
  db: Database,
  bucket: R2Bucket,
  modelId: number,
  photoId: number,
  changes: PhotoChanges,
): Promise<PhotoResult> {
  const model = await modelOf(db, modelId);
  if (!model.ok) return model;
  const found = await photoRow(db, modelId, photoId);
  if (!found.ok) return found;
  const row = found.value;
  const schema = v.object({
    cover: Flag,
    card: Flag,
    caption: v.optional(Caption),
    group: v.optional(groupSchema(row.group)),
    position: Place,
  });
  const checked = checkInput(schema, changes, photoField);
  if (!checked.ok) return checked;
  const { cover, card, caption, group = row.group, position } = checked.value;
  const film = row.key === null;
  if (film && (cover || card || group !== row.group)) return refused("invalid", PHOTO_MESSAGES.filmNotPhoto);
  if (caption === undefined && group === row.group && position === undefined && !cover && !card) {
    return refused("invalid", CATALOG_MESSAGES.nothingToChange);
  }

  const writes: BatchItem<"sqlite">[] = [];
  if (caption !== undefined) {
    writes.push(db.update(catalogPhotos).set({ caption }).where(eq(catalogPhotos.id, photoId)));
  }
  if (group !== row.group) {
    const place = Math.min(position ?? Number.MAX_SAFE_INTEGER, (await groupSize(db, modelId, group)) + 1);
    writes.push(
      park(db, modelId, row.group, row.position + 1),
      park(db, modelId, group, place),
      db.update(catalogPhotos).set({ group, position: place }).where(eq(catalogPhotos.id, photoId)),
      unpark(db, modelId, row.group, -1),
      unpark(db, modelId, group, 1),
    );
  } else if (position !== undefined) {
    const place = Math.min(position, await groupSize(db, modelId, group));
    if (place !== row.position) {
      const down = place > row.position;
      writes.push(
        park(db, modelId, group, Math.min(place, row.position), Math.max(place, row.position)),
        db.update(catalogPhotos).set({ position: place }).where(eq(catalogPhotos.id, photoId)),
        unpark(db, modelId, group, down ? -1 : 1),
      );
    }
  }
  if (row.key && (cover || card)) {
    await copyMarkSlots(bucket, row.key, { cover, card });
    writes.push(markPhoto(db, modelId, row.key, { cover, card }));
  }
  await db.batch([catalogChanged(db), ...writes]);
  const changed = await photoRow(db, modelId, photoId);
  return changed.ok ? { ok: true, photo: catalogPhoto(changed.value) } : changed;
}

/** The row, its place closed up, the cover or card it was, and then every R2 object of the photo. */
export async function deletePhoto(
  db: Database,
  bucket: R2Bucket,
  modelId: number,
  photoId: number,
): Promise<Checked<number>> {
  const found = await modelOf(db, modelId);
  if (!found.ok) return found;
  const model = found.value;
  const photo = await photoRow(db, modelId, photoId);
  if (!photo.ok) return photo;
  const row = photo.value;
  const thumb = row.key ? photoKeysOf(row.key).thumb : undefined;
  await db.batch([
    db.delete(catalogPhotos).where(eq(catalogPhotos.id, photoId)),
    park(db, modelId, row.group, row.position + 1),
    unpark(db, modelId, row.group, -1),
    ...(row.key && model.cover === row.key
      ? [db.update(catalogModels).set({ cover: null }).where(eq(catalogModels.id, modelId))]
      : []),
    ...(thumb && model.card === thumb
      ? [db.update(catalogModels).set({ card: null }).where(eq(catalogModels.id, modelId))]
      : []),
    catalogChanged(db),
  ]);
  if (row.key) await removeObjects(bucket, photoObjectKeys(row.key));
  return { ok: true, value: photoId };
}
