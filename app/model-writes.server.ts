/** Model writes for the page forms, the API and the cron, joined to the reserved paths and a model's traces elsewhere. */
import type { Database } from "#app/lib/db.server.ts";
import { ARTICLES, PRIVACY_PATH } from "#features/articles/index.server.ts";
import { deleteBuildLog, renameInBuildLog } from "#features/build-log/index.server.ts";
import { REMOVE_UPDATES_FIELD, type Model } from "#features/catalog/index.ts";
import { emptyTrash, modelHandlers, modelIntents, pathKey, photoIntents } from "#features/catalog/index.server.ts";
import { deleteSection } from "#features/comments/index.server.ts";
import { deleteModelUpdates, renameInUpdates } from "#features/updates/index.server.ts";

/** The site's own first path segments (app/routes.ts and the Worker's): no model may take one. */
const OWN_PATHS = [
  "api",
  "About",
  "Galerie",
  "Moderacja",
  "Konto",
  "Katalog",
  PRIVACY_PATH,
  "feed.xml",
  "sitemap.xml",
  "robots.txt",
  "images",
  "assets",
  "favicon.svg",
  ...ARTICLES.map((article) => article.path),
];

export const RESERVED_PATHS: ReadonlySet<string> = new Set(OWN_PATHS.map(pathKey));

async function renamed(db: Database, model: Model, before: string): Promise<void> {
  await Promise.all([
    renameInUpdates(db, model.component, before, model.name),
    renameInBuildLog(db, model.component, before, model.name),
  ]);
}

export const MODEL_HANDLERS = modelHandlers(RESERVED_PATHS, { trashed: async () => {}, renamed });

export const MODEL_INTENTS = {
  ...modelIntents(RESERVED_PATHS, {
    async trashed(form, model) {
      if (form.fields[REMOVE_UPDATES_FIELD] === "true") await deleteModelUpdates(form.db, model.component);
    },
    renamed,
  }),
  ...photoIntents,
};

/** The cron: models in the trash past their days go with everything that waited under their component. */
export async function emptyModelTrash(db: Database, bucket: R2Bucket, now: number): Promise<number> {
  const gone = await emptyTrash(db, bucket, now);
  for (const component of gone) {
    await deleteSection(db, component);
    await deleteModelUpdates(db, component);
    await deleteBuildLog(db, component);
  }
  return gone.length;
}
