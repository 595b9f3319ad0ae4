/** "Zastąp": new files for a photo that keeps its row, place, caption, marks and the diary entries that show it. */
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "#app/lib/db.server.ts";
import { refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { photoKeysOf, type Model } from "../model.ts";
import { PHOTO_MESSAGES, photoObjectKeys } from "../photo-files.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import { catalogPhoto, type CatalogPhoto } from "./catalog.server.ts";
import { filesShown, storeReplacement } from "./photo-storage.server.ts";
import { copyMarkSlots, markPhoto, removeObjects } from "./photos.server.ts";
import { catalogPhotos } from "./tables.server.ts";

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
  { form, follow, now = Date.now() }: ReplaceInput,
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

  const stored = await storeReplacement(db, bucket, model, row.group, { form, now });
  if (!stored.ok) return stored;
  const { key, width, height, placeholder } = stored.value;
  const marks = { cover: model.cover === row.key, card: model.card === photoKeysOf(row.key).thumb };
  try {
    if (marks.cover || marks.card) await copyMarkSlots(bucket, key, marks);
    await db.batch([
      db.update(catalogPhotos).set({ key, width, height, placeholder }).where(eq(catalogPhotos.id, row.id)),
      filesShown(db, key, now),
      ...(marks.cover || marks.card ? [markPhoto(db, modelId, key, marks)] : []),
      follow(db, model.component, row.key, key),
      catalogChanged(db),
    ]);
  } catch (error) {
    await removeObjects(bucket, photoObjectKeys(key));
    throw error;
  }
  await removeObjects(bucket, photoObjectKeys(row.key));
  return { ok: true, photo: catalogPhoto({ ...row, key, width, height, placeholder }), model, ...marks };
}
