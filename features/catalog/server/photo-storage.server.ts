/** Uploads stored in two phases (the files, then the row that shows the photo) and their sweep (decision 025). */
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Database } from "#app/lib/db.server.ts";
import { checkInput, refused, type Checked, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { readImageHeader } from "../image-header.ts";
import { stripMetadata } from "./strip-metadata.server.ts";
import { photoGroups, type GalleryGroupName, type Model } from "../model.ts";
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
import { catalogPhoto } from "./catalog.server.ts";
import { catalogPhotos, catalogUploads } from "./tables.server.ts";

import {
  Caption,
  groupSchema,
  groupSize,
  modelOf,
  park,
  photoField,
  Place,
  POSITION_FIELD,
  removeObjects,
  unpark,
  type PhotoResult,
} from "./photos.server.ts";

/** ThumbHash in base64: about 28 characters for a photo; the cap keeps a forged one from bloating every page. */
const PLACEHOLDER = /^[A-Za-z0-9+/]{16,64}={0,2}$/;
/** A rounded height may differ by a pixel between the browser's canvas and sharp. */
const SIZE_SLACK = 1;
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;
const CONTENT_TYPES = { jpeg: "image/jpeg", webp: "image/webp", avif: "image/avif" } as const;

const dimension = (max: number) =>
  v.message(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1), v.maxValue(max)),
    PHOTO_MESSAGES.sizeInvalid,
  );

const fileFields = {
  width: dimension(UPLOAD_LIMITS.maxWidth),
  height: dimension(UPLOAD_LIMITS.maxHeight),
  placeholder: v.pipe(
    v.string(PHOTO_MESSAGES.placeholderInvalid),
    v.regex(PLACEHOLDER, PHOTO_MESSAGES.placeholderInvalid),
  ),
};

function uploadFieldsSchema(defaultGroup: GalleryGroupName) {
  return v.object({
    ...fileFields,
    group: v.optional(groupSchema(defaultGroup), ""),
    caption: v.optional(Caption, null),
    position: Place,
  });
}

interface CheckedPart {
  slot: PartSlot;
  bytes: Uint8Array;
}

function near(found: number, wanted: number): boolean {
  return Math.abs(found - wanted) <= SIZE_SLACK;
}

async function checkParts(form: FormData, slots: ReadonlyMap<UploadPart, PartSlot>): Promise<Checked<CheckedPart[]>> {
  for (const [name, value] of form) {
    if (typeof value !== "string" && !slots.has(name as UploadPart)) {
      return refused("invalid", PHOTO_MESSAGES.unknownPart(name));
    }
  }
  const files: [string, File, PartSlot][] = [];
  for (const [part, slot] of slots) {
    const values = form.getAll(part);
    const file = values[0];
    if (!file || typeof file === "string") return refused("invalid", PHOTO_MESSAGES.missingPart(part));
    if (values.length > 1) return refused("invalid", PHOTO_MESSAGES.doublePart(part));
    if (file.size > UPLOAD_LIMITS.fileBytes) return refused("too-long", PHOTO_MESSAGES.fileTooLarge(part));
    files.push([part, file, slot]);
  }
  const checked = await Promise.all(
    files.map(async ([part, file, slot]): Promise<Checked<CheckedPart>> => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const header = readImageHeader(bytes);
      if (header?.format !== slot.format) return refused("wrong-type", PHOTO_MESSAGES.wrongType(part, slot.format));
      if (!near(header.width, slot.width) || !near(header.height, slot.height)) {
        return refused("invalid", PHOTO_MESSAGES.wrongSize(part, header, slot));
      }
      // No GPS, camera or author data reaches the bucket, whichever tool made the file.
      const stripped = stripMetadata(bytes, slot.format);
      if (!stripped.ok) return refused("invalid", `${part}: ${stripped.message}`);
      return { ok: true, value: { slot, bytes: stripped.bytes } };
    }),
  );
  const refusal = checked.find((part) => !part.ok);
  return refusal ?? { ok: true, value: checked.flatMap((part) => (part.ok ? [part.value] : [])) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reserves the upload within its caps in one INSERT, so parallel uploads cannot all pass an earlier check. */
async function reserveUpload(
  db: Database,
  upload: { key: string; modelId: number; bytes: number },
  now: number,
  capped: boolean,
): Promise<Refusal | undefined> {
  if (!capped) {
    await db.insert(catalogUploads).values({ ...upload, startedAt: new Date(now) });
    return undefined;
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
  if (reserved.length > 0) return undefined;
  const recent = await db
    .select({ n: count() })
    .from(catalogUploads)
    .where(and(eq(catalogUploads.modelId, upload.modelId), gt(catalogUploads.startedAt, new Date(hourAgo))))
    .get();
  if ((recent?.n ?? 0) >= UPLOAD_LIMITS.batchPhotos) return refused("too-long", PHOTO_MESSAGES.batchTooLarge);
  return refused("over-quota", PHOTO_MESSAGES.dailyBytes);
}

export interface UploadInput {
  form: FormData;
  now?: number;
  /** The hourly cap guards the site's route; `images:import` on the owner's machine goes without it. */
  capped?: boolean;
}

const fieldsOf = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, form.get(name) ?? undefined]));

export interface StoredFiles extends PhotoSize {
  key: string;
  placeholder: string;
}

/** Every copy checked, then written to R2 under a new key within the caps; nothing shows it before `filesShown`. */
async function storeFiles(
  db: Database,
  bucket: R2Bucket,
  modelId: number,
  key: string,
  { width, height, placeholder }: StoredFiles,
  { form, now = Date.now(), capped = true }: UploadInput,
): Promise<Checked<StoredFiles>> {
  const checked = await checkParts(form, uploadSlots(key, { width, height }));
  if (!checked.ok) return checked;
  const parts = checked.value;
  const bytes = parts.reduce((sum, part) => sum + part.bytes.byteLength, 0);
  const over = await reserveUpload(db, { key, modelId, bytes }, now, capped);
  if (over) return over;
  const written = await Promise.allSettled(
    parts.map(({ slot, bytes }) =>
      bucket.put(slot.key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[slot.format] } }),
    ),
  );
  const failed = written.find((result) => result.status === "rejected");
  if (failed) {
    const keys = parts.map(({ slot }) => slot.key);
    if (await removeObjects(bucket, keys)) await db.delete(catalogUploads).where(eq(catalogUploads.key, key));
    throw new Error(`photo upload failed in R2: ${String(failed.reason)}`);
  }
  return { ok: true, value: { key, width, height, placeholder } };
}

export function filesShown(db: Database, key: string, now: number) {
  return db
    .update(catalogUploads)
    .set({ storedAt: new Date(now) })
    .where(eq(catalogUploads.key, key));
}

/** A photo's new files ("Zastąp"): the same checks, strip and caps as an upload, under a new key in `group`. */
export async function storeReplacement(
  db: Database,
  bucket: R2Bucket,
  model: Pick<Model, "id" | "component">,
  group: GalleryGroupName,
  upload: UploadInput,
): Promise<Checked<StoredFiles>> {
  const fields = checkInput(v.object(fileFields), fieldsOf(upload.form, Object.keys(fileFields)), photoField);
  if (!fields.ok) return fields;
  const key = newPhotoKey(model.component, group);
  return storeFiles(db, bucket, model.id, key, { key, ...fields.value }, upload);
}

/** Every copy checked, then written to R2, then the row that shows the photo; a failed write removes its files. */
export async function uploadPhoto(
  db: Database,
  bucket: R2Bucket,
  modelId: number,
  upload: UploadInput,
): Promise<PhotoResult> {
  const found = await modelOf(db, modelId);
  if (!found.ok) return found;
  const model = found.value;
  const input = fieldsOf(upload.form, [...Object.values(UPLOAD_FIELDS), POSITION_FIELD]);
  const fields = checkInput(uploadFieldsSchema(photoGroups(model)[0]?.name ?? "dzień"), input, photoField);
  if (!fields.ok) return fields;
  const { width, height, placeholder, group, caption, position } = fields.value;
  const key = newPhotoKey(model.component, group);
  const now = upload.now ?? Date.now();
  const stored = await storeFiles(db, bucket, modelId, key, { key, width, height, placeholder }, { ...upload, now });
  if (!stored.ok) return stored;
  try {
    const place = Math.min(position ?? Number.MAX_SAFE_INTEGER, (await groupSize(db, modelId, group)) + 1);
    const [, inserted] = await db.batch([
      park(db, modelId, group, place),
      db
        .insert(catalogPhotos)
        .values({ modelId, group, position: place, key, width, height, placeholder, caption })
        .returning(),
      unpark(db, modelId, group, 1),
      filesShown(db, key, now),
      catalogChanged(db),
    ]);
    return { ok: true, photo: catalogPhoto(inserted[0]!) };
  } catch (error) {
    // The row never came: the files go now, and the upload's row stays unstored for the sweep if this fails too.
    await removeObjects(bucket, photoObjectKeys(key));
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
