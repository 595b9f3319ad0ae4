/** "Zastąp": new files for a photo that keeps its row, place, caption, marks and the diary entries that show it. */
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "#app/lib/db.server.ts";
import { refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { photoKeysOf, type Model } from "../model.ts";
import { PHOTO_MESSAGES, photoObjectKeys } from "../photo-files.ts";
import { UPLOAD_FIELDS } from "../upload.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import { catalogPhoto, type CatalogPhoto } from "./catalog.server.ts";
import { uploadPhoto } from "./photo-storage.server.ts";
import { changePhoto, deletePhoto, park, removeObjects, unpark } from "./photos.server.ts";
import { catalogModels, catalogPhotos } from "./tables.server.ts";

/** The diary names photos by key: it follows the swap in the same batch. */
export type KeyFollower = (db: Database, component: string, from: string, to: string) => BatchItem<"sqlite">;

export type ReplaceResult = { ok: true; photo: CatalogPhoto; model: Model; cover: boolean; card: boolean } | Refusal;

export interface ReplaceInput {
  form: FormData;
  follow: KeyFollower;
  now?: number;
}

export async function replacePhoto(
  db: Database,
  bucket: R2Bucket,
  modelId: number,
  photoId: number,
  { form, follow, now }: ReplaceInput,
): Promise<ReplaceResult> {
  const model = (await loadCatalog(db)).byId(modelId, { drafts: true });
  if (!model) return refused("not-found", CATALOG_MESSAGES.notFound);
  const row = await db
    .select()
    .from(catalogPhotos)
    .where(and(eq(catalogPhotos.id, photoId), eq(catalogPhotos.modelId, modelId)))
    .get();
  if (!row) return refused("not-found", PHOTO_MESSAGES.photoNotFound);
  if (!row.key || row.group === "filmy") return refused("invalid", PHOTO_MESSAGES.filmNotReplaced);

  form.set(UPLOAD_FIELDS.group, row.group);
  form.delete(UPLOAD_FIELDS.caption);
  form.delete("position");
  // An upload like any other (checks, metadata strip, caps, files before the row); its row is folded into the old one.
  const uploaded = await uploadPhoto(db, bucket, modelId, { form, now });
  if (!uploaded.ok) return uploaded;
  const fresh = uploaded.photo;
  const key = fresh.key!;
  const files = { key, width: fresh.width, height: fresh.height, placeholder: fresh.placeholder };
  const cover = model.cover === row.key;
  const card = model.card === photoKeysOf(row.key).thumb;
  try {
    await db.batch([
      db.delete(catalogPhotos).where(eq(catalogPhotos.id, fresh.id)),
      park(db, modelId, row.group, fresh.position + 1),
      unpark(db, modelId, row.group, -1),
      db.update(catalogPhotos).set(files).where(eq(catalogPhotos.id, row.id)),
      ...(cover || card
        ? [
            db
              .update(catalogModels)
              .set({ ...(cover ? { cover: key } : {}), ...(card ? { card: photoKeysOf(key).thumb } : {}) })
              .where(eq(catalogModels.id, modelId)),
          ]
        : []),
      follow(db, model.component, row.key, key),
      catalogChanged(db),
    ]);
  } catch (error) {
    await deletePhoto(db, bucket, modelId, fresh.id);
    throw error;
  }
  // A narrow photo lacks the cover's and card's slots: copied as when the owner picks it.
  if (cover || card)
    await changePhoto(db, bucket, modelId, row.id, {
      cover: cover || undefined,
      card: card || undefined,
    });
  await removeObjects(bucket, photoObjectKeys(row.key));
  return { ok: true, photo: catalogPhoto({ ...row, ...files }), model, cover, card };
}
