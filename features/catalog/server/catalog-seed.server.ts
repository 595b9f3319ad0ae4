// The first start's catalogue: the seed data stored in D1 once.
import type { Database } from "#app/lib/db.server.ts";
import { modelHref, photoFileName, GROUP_SLUGS, type Banner, type Model } from "../model.ts";
import { pathKey } from "./catalog.server.ts";
import { catalogBanners, catalogModels, catalogPhotos, catalogState } from "./tables.server.ts";

function factPairs(record: Readonly<Record<string, string | number>>): [string, string | number][] {
  return Object.entries(record);
}

const MODEL_ROWS_PER_INSERT = 3;
export const PHOTO_ROWS_PER_INSERT = 9;

export function chunks<T>(items: readonly T[], size: number): T[][] {
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
    publishedAt: at,
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
