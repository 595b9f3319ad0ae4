// Deleting a model: its rows in one batch, then its images in R2.
import { eq } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { CATALOG_MESSAGES, type Model } from "../model.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import { catalogBanners, catalogModels, catalogPhotos, catalogRedirects } from "./tables.server.ts";

export async function deleteModelRow(db: Database, id: number): Promise<{ ok: true; model: Model } | Refusal> {
  const model = (await loadCatalog(db)).byId(id, { drafts: true });
  if (!model) return refused("not-found", CATALOG_MESSAGES.notFound);
  await db.batch([
    db.delete(catalogPhotos).where(eq(catalogPhotos.modelId, id)),
    db.delete(catalogBanners).where(eq(catalogBanners.modelId, id)),
    db.delete(catalogRedirects).where(eq(catalogRedirects.modelId, id)),
    db.delete(catalogModels).where(eq(catalogModels.id, id)),
    catalogChanged(db),
  ]);
  return { ok: true, model };
}

/** The model with every R2 object under its folder: originals, sized copies, history pictures. */
export async function deleteModel(
  db: Database,
  bucket: R2Bucket,
  id: number,
): Promise<{ ok: true; model: Model } | Refusal> {
  const removed = await deleteModelRow(db, id);
  if (removed.ok) await deleteModelImages(bucket, removed.model.component);
  return removed;
}

async function deleteModelImages(bucket: R2Bucket, component: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `models/${component}/`, ...(cursor ? { cursor } : {}) });
    const keys = listed.objects.map((object) => object.key);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return deleted;
}
