/** Uploads stored in two phases (the files, then the row that shows the photo) and their sweep (decision 025). */
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError } from "#app/lib/http.server.ts";
import { readImageHeader } from "../image-header.ts";
import { stripMetadata } from "./strip-metadata.server.ts";
import { photoGroups } from "../model.ts";
import {
  BATCH_WINDOW_MS,
  newPhotoKey,
  PHOTO_MESSAGES,
  photoObjectKeys,
  uploadSlots,
  type PartSlot,
  type PhotoSize,
} from "../photo-files.ts";
import { UPLOAD_FIELDS, UPLOAD_LIMITS, type UploadPart } from "../upload.ts";
import { catalogChanged } from "./catalog-read.server.ts";
import { catalogPhoto, type CatalogPhoto } from "./catalog.server.ts";
import { catalogPhotos, catalogUploads } from "./tables.server.ts";

import {
  captionOf,
  groupSize,
  modelOf,
  park,
  photoGroupName,
  POSITION_FIELD,
  positionOf,
  removeObjects,
  unpark,
} from "./photos.server.ts";

/** ThumbHash in base64: about 28 characters for a photo; the cap keeps a forged one from bloating every page. */
const PLACEHOLDER = /^[A-Za-z0-9+/]{16,64}={0,2}$/;
/** A rounded height may differ by a pixel between the browser's canvas and sharp. */
const SIZE_SLACK = 1;
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;
const CONTENT_TYPES = { jpeg: "image/jpeg", webp: "image/webp", avif: "image/avif" } as const;

function dimension(raw: FormDataEntryValue | null, max: number): number {
  const number = typeof raw === "string" && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > max) throw new HttpError(400, PHOTO_MESSAGES.sizeInvalid);
  return number;
}

interface CheckedPart {
  slot: PartSlot;
  bytes: Uint8Array;
}

function near(found: number, wanted: number): boolean {
  return Math.abs(found - wanted) <= SIZE_SLACK;
}

async function checkParts(form: FormData, slots: ReadonlyMap<UploadPart, PartSlot>): Promise<CheckedPart[]> {
  for (const [name, value] of form) {
    if (typeof value !== "string" && !slots.has(name as UploadPart)) {
      throw new HttpError(400, PHOTO_MESSAGES.unknownPart(name));
    }
  }
  const files: [string, File, PartSlot][] = [];
  for (const [part, slot] of slots) {
    const values = form.getAll(part);
    const file = values[0];
    if (!file || typeof file === "string") throw new HttpError(400, PHOTO_MESSAGES.missingPart(part));
    if (values.length > 1) throw new HttpError(400, PHOTO_MESSAGES.doublePart(part));
    if (file.size > UPLOAD_LIMITS.fileBytes) throw new HttpError(413, PHOTO_MESSAGES.fileTooLarge(part));
    files.push([part, file, slot]);
  }
  return Promise.all(
    files.map(async ([part, file, slot]) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const header = readImageHeader(bytes);
      if (header?.format !== slot.format) throw new HttpError(415, PHOTO_MESSAGES.wrongType(part, slot.format));
      if (!near(header.width, slot.width) || !near(header.height, slot.height)) {
        throw new HttpError(400, PHOTO_MESSAGES.wrongSize(part, header, slot));
      }
      // No GPS, camera or author data reaches the bucket, whichever tool made the file.
      const stripped = stripMetadata(bytes, slot.format);
      if (!stripped.ok) throw new HttpError(400, `${part}: ${stripped.message}`);
      return { slot, bytes: stripped.bytes };
    }),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reserves the upload within its caps in one INSERT, so parallel uploads cannot all pass an earlier check. */
async function reserveUpload(
  db: Database,
  upload: { key: string; modelId: number; bytes: number },
  now: number,
  capped: boolean,
): Promise<void> {
  if (!capped) {
    await db.insert(catalogUploads).values({ ...upload, startedAt: new Date(now) });
    return;
  }
  const hourAgo = now - BATCH_WINDOW_MS;
  const dayAgo = now - DAY_MS;
  const reserved = await db.all<{ key: string }>(sql`
    INSERT INTO ${catalogUploads} (key, model_id, started_at, bytes)
    SELECT ${upload.key}, ${upload.modelId}, ${now}, ${upload.bytes}
    WHERE (SELECT count(*) FROM ${catalogUploads} WHERE model_id = ${upload.modelId} AND started_at > ${hourAgo})
        < ${UPLOAD_LIMITS.batchPhotos}
      AND (SELECT coalesce(sum(bytes), 0) FROM ${catalogUploads} WHERE started_at > ${dayAgo}) + ${upload.bytes}
        <= ${UPLOAD_LIMITS.dailyBytes}
    RETURNING key`);
  if (reserved.length > 0) return;
  const recent = await db
    .select({ n: count() })
    .from(catalogUploads)
    .where(and(eq(catalogUploads.modelId, upload.modelId), gt(catalogUploads.startedAt, new Date(hourAgo))))
    .get();
  if ((recent?.n ?? 0) >= UPLOAD_LIMITS.batchPhotos) throw new HttpError(413, PHOTO_MESSAGES.batchTooLarge);
  throw new HttpError(429, PHOTO_MESSAGES.dailyBytes);
}

export interface UploadInput {
  form: FormData;
  now?: number;
  /** The hourly cap guards the site's route; `images:import` on the owner's machine goes without it. */
  capped?: boolean;
}

/** Every copy checked, then written to R2, then the row that shows the photo; a failed write removes its files. */
export async function uploadPhoto(
  db: Database,
  bucket: R2Bucket,
  modelId: number,
  { form, now = Date.now(), capped = true }: UploadInput,
): Promise<CatalogPhoto> {
  const model = await modelOf(db, modelId);
  const size: PhotoSize = {
    width: dimension(form.get(UPLOAD_FIELDS.width), UPLOAD_LIMITS.maxWidth),
    height: dimension(form.get(UPLOAD_FIELDS.height), UPLOAD_LIMITS.maxHeight),
  };
  const placeholder = form.get(UPLOAD_FIELDS.placeholder);
  if (typeof placeholder !== "string" || !PLACEHOLDER.test(placeholder)) {
    throw new HttpError(400, PHOTO_MESSAGES.placeholderInvalid);
  }
  const groupField = form.get(UPLOAD_FIELDS.group);
  const group = groupField ? photoGroupName(groupField) : (photoGroups(model)[0]?.name ?? "dzień");
  const captionField = form.get(UPLOAD_FIELDS.caption);
  const caption = captionField === null ? null : captionOf(captionField);
  const position = positionOf(form.get(POSITION_FIELD) ?? undefined);
  const key = newPhotoKey(model.component, group);
  const parts = await checkParts(form, uploadSlots(key, size));
  const bytes = parts.reduce((sum, part) => sum + part.bytes.byteLength, 0);
  await reserveUpload(db, { key, modelId, bytes }, now, capped);
  const written = await Promise.allSettled(
    parts.map(({ slot, bytes }) =>
      bucket.put(slot.key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[slot.format] } }),
    ),
  );
  const keys = parts.map(({ slot }) => slot.key);
  const failed = written.find((result) => result.status === "rejected");
  if (failed) {
    if (await removeObjects(bucket, keys)) await db.delete(catalogUploads).where(eq(catalogUploads.key, key));
    throw new Error(`photo upload failed in R2: ${String(failed.reason)}`);
  }
  try {
    const place = Math.min(position ?? Number.MAX_SAFE_INTEGER, (await groupSize(db, modelId, group)) + 1);
    const [, inserted] = await db.batch([
      park(db, modelId, group, place),
      db
        .insert(catalogPhotos)
        .values({ modelId, group, position: place, key, ...size, placeholder, caption })
        .returning(),
      unpark(db, modelId, group, 1),
      db
        .update(catalogUploads)
        .set({ storedAt: new Date(now) })
        .where(eq(catalogUploads.key, key)),
      catalogChanged(db),
    ]);
    return catalogPhoto(inserted[0]!);
  } catch (error) {
    // The row never came: the files go now, and the upload's row stays unstored for the sweep if this fails too.
    await removeObjects(bucket, keys);
    throw error;
  }
}

/** The cron's part: files of uploads that never got their row a day on, and the batch cap's old rows. */
export async function sweepUploads(db: Database, bucket: R2Bucket, now: number): Promise<number> {
  const before = new Date(now - SWEEP_AFTER_MS);
  const abandoned = await db
    .select({ key: catalogUploads.key })
    .from(catalogUploads)
    .where(and(isNull(catalogUploads.storedAt), lt(catalogUploads.startedAt, before)))
    .limit(SWEEP_BATCH)
    .all();
  const swept: string[] = [];
  for (const { key } of abandoned) if (await removeObjects(bucket, photoObjectKeys(key))) swept.push(key);
  await db.batch([
    db.delete(catalogUploads).where(and(lt(catalogUploads.startedAt, before), isNotNull(catalogUploads.storedAt))),
    ...(swept.length > 0 ? [db.delete(catalogUploads).where(inArray(catalogUploads.key, swept))] : []),
  ]);
  return swept.length;
}
