import { asc, count, eq, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db-batch.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { type ModelState, type OwnerModelList, type OwnerModelRow } from "../owner-list.ts";
import { catalogModels, catalogPhotos, catalogUploads } from "./tables.server.ts";

export interface OwnerModelsInput {
  state: ModelState | null;
}

function stateOf(row: { published: boolean; publishedAt: Date | null }): ModelState {
  if (row.published) return "opublikowany";
  return row.publishedAt ? "ukryty" : "szkic";
}

const byPolishName = new Intl.Collator("pl").compare;

/** Every model, drafts and hidden ones too, the latest changed first; read from D1, not from the visitors' catalogue. */
export async function listOwnerModels(db: Database, { state }: OwnerModelsInput): Promise<OwnerModelList> {
  // Shared: the page's other reads (the comments waiting) go in the same round trip.
  const rows = await sharedRead(
    db,
    db
      .select({
        id: catalogModels.id,
        component: catalogModels.component,
        name: catalogModels.name,
        path: catalogModels.path,
        published: catalogModels.published,
        publishedAt: catalogModels.publishedAt,
        updatedAt: catalogModels.updatedAt,
        photos: count(catalogPhotos.key),
        // A photo added changes no column of the model: its upload's row tells when.
        lastPhotoAt: sql<
          number | null
        >`(SELECT max(${catalogUploads.storedAt}) FROM ${catalogUploads} WHERE ${catalogUploads.modelId} = ${catalogModels.id})`,
      })
      .from(catalogModels)
      // Joined, so the columns above are named with their tables (a film's row has no key and is not counted).
      .leftJoin(catalogPhotos, eq(catalogPhotos.modelId, catalogModels.id))
      .groupBy(catalogModels.id)
      .orderBy(asc(catalogModels.id)),
  );
  const all = rows.map((row): OwnerModelRow => ({
    id: row.id,
    component: row.component,
    name: row.name,
    path: row.path,
    state: stateOf(row),
    changedAt: new Date(Math.max(row.updatedAt.getTime(), row.lastPhotoAt ?? 0)).toISOString(),
    photos: row.photos,
  }));
  all.sort((a, b) => b.changedAt.localeCompare(a.changedAt) || byPolishName(a.name, b.name));
  const counts = { all: all.length, szkic: 0, opublikowany: 0, ukryty: 0 };
  for (const model of all) counts[model.state] += 1;
  return { state, models: state ? all.filter((model) => model.state === state) : all, counts };
}
