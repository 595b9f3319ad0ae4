// Deleting a model moves its rows to the trash; the cron empties the trash with the model's images.
import { asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db-batch.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { type Model } from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { TRASH_DAYS, type TrashedModel } from "../owner-list.ts";
import { catalogChanged, loadCatalog } from "./catalog-read.server.ts";
import { chunks, PHOTO_ROWS_PER_INSERT } from "./catalog-seed.server.ts";
import {
  catalogBanners,
  catalogModels,
  catalogPhotos,
  catalogRedirects,
  catalogTrash,
  type TrashedRows,
} from "./tables.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const REDIRECT_ROWS_PER_INSERT = 40;

/** The model with its photos, banner slides and old addresses, out of every page until it is restored. */
export async function trashModel(
  db: Database,
  id: number,
  now = Date.now(),
): Promise<{ ok: true; model: Model } | Refusal> {
  const model = (await loadCatalog(db)).byId(id, { drafts: true });
  if (!model) return refused("not-found", CATALOG_MESSAGES.notFound);
  const [rows, photos, banners, redirects] = await db.batch([
    db.select().from(catalogModels).where(eq(catalogModels.id, id)),
    db.select().from(catalogPhotos).where(eq(catalogPhotos.modelId, id)).orderBy(asc(catalogPhotos.id)),
    db.select().from(catalogBanners).where(eq(catalogBanners.modelId, id)).orderBy(asc(catalogBanners.position)),
    db.select().from(catalogRedirects).where(eq(catalogRedirects.modelId, id)),
  ]);
  const row = rows[0];
  if (!row) return refused("not-found", CATALOG_MESSAGES.notFound);
  const stamped = {
    ...row,
    publishedAt: row.publishedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
  await db.batch([
    db.insert(catalogTrash).values({
      modelId: id,
      component: row.component,
      name: row.name,
      path: row.path,
      deletedAt: new Date(now),
      rows: { model: stamped, photos, banners, redirects },
    }),
    db.delete(catalogPhotos).where(eq(catalogPhotos.modelId, id)),
    db.delete(catalogBanners).where(eq(catalogBanners.modelId, id)),
    db.delete(catalogRedirects).where(eq(catalogRedirects.modelId, id)),
    db.delete(catalogModels).where(eq(catalogModels.id, id)),
    catalogChanged(db),
  ]);
  return { ok: true, model };
}

export async function restoreModel(db: Database, id: number): Promise<{ ok: true; model: Model } | Refusal> {
  const trashed = await db.select().from(catalogTrash).where(eq(catalogTrash.modelId, id)).get();
  if (!trashed) return refused("not-found", CATALOG_MESSAGES.notInTrash);
  const { model: row, photos, banners, redirects }: TrashedRows = trashed.rows;
  const keys = [row.pathKey, ...redirects.map((redirect) => redirect.pathKey)];
  const [models, moved] = await db.batch([
    db.select({ key: catalogModels.pathKey }).from(catalogModels).where(inArray(catalogModels.pathKey, keys)),
    db.select({ key: catalogRedirects.pathKey }).from(catalogRedirects).where(inArray(catalogRedirects.pathKey, keys)),
  ]);
  if (models.some(({ key }) => key === row.pathKey)) return refused("taken", CATALOG_MESSAGES.restorePathTaken);
  // Another model's old address gives way to the model that is back; its own old ones taken meanwhile stay taken.
  const taken = new Set([...models, ...moved].map(({ key }) => key).filter((key) => key !== row.pathKey));
  const model = {
    ...row,
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
  const free = redirects.filter((redirect) => !taken.has(redirect.pathKey));
  await db.batch([
    db.delete(catalogRedirects).where(eq(catalogRedirects.pathKey, row.pathKey)),
    db.insert(catalogModels).values(model),
    ...chunks(photos, PHOTO_ROWS_PER_INSERT).map((rows) => db.insert(catalogPhotos).values(rows)),
    ...chunks(free, REDIRECT_ROWS_PER_INSERT).map((rows) => db.insert(catalogRedirects).values(rows)),
    // At the banner's end, in their old order: the slides between may have moved meanwhile.
    ...banners.map((banner) =>
      db.insert(catalogBanners).values({
        ...banner,
        position: sql`(SELECT coalesce(max(position), -1) + 1 FROM catalog_banners)`,
      }),
    ),
    db.delete(catalogTrash).where(eq(catalogTrash.modelId, id)),
    catalogChanged(db),
  ]);
  const restored = (await loadCatalog(db)).byId(id, { drafts: true });
  return restored ? { ok: true, model: restored } : refused("not-found", CATALOG_MESSAGES.notFound);
}

export async function listTrash(db: Database): Promise<TrashedModel[]> {
  const rows = await sharedRead(
    db,
    db
      .select({
        id: catalogTrash.modelId,
        component: catalogTrash.component,
        name: catalogTrash.name,
        path: catalogTrash.path,
        deletedAt: catalogTrash.deletedAt,
      })
      .from(catalogTrash)
      .orderBy(desc(catalogTrash.deletedAt)),
  );
  return rows.map((row) => ({
    ...row,
    deletedAt: row.deletedAt.toISOString(),
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  }));
}

/** Models in the trash longer than `TRASH_DAYS`: their images go from R2, then their rows; the components return. */
export async function emptyTrash(db: Database, bucket: R2Bucket, now = Date.now()): Promise<string[]> {
  const expired = await db
    .select({ id: catalogTrash.modelId, component: catalogTrash.component })
    .from(catalogTrash)
    .where(lt(catalogTrash.deletedAt, new Date(now - TRASH_DAYS * DAY_MS)))
    // A few an hour: each takes its R2 listing, and the next run takes the rest.
    .limit(20);
  for (const { component } of expired) await deleteModelImages(bucket, component);
  if (expired.length > 0) {
    await db.delete(catalogTrash).where(
      inArray(
        catalogTrash.modelId,
        expired.map(({ id }) => id),
      ),
    );
  }
  return expired.map(({ component }) => component);
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
