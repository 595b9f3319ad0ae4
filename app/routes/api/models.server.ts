/** The catalogue writes of the models API, with what the route table reserves and what a deletion takes along. */
import { ARTICLES, PRIVACY_PATH } from "#features/articles/index.server.ts";
import { modelHandlers, pathKey } from "#features/catalog/index.server.ts";
import { deleteSection } from "#features/comments/index.server.ts";

/** The site's own first path segments (app/routes.ts and the Worker's): no model may take one. */
const OWN_PATHS = [
  "api",
  "About",
  "Galerie",
  "Moderacja",
  "Konto",
  PRIVACY_PATH,
  "feed.xml",
  "sitemap.xml",
  "robots.txt",
  "images",
  "assets",
  "favicon.svg",
  ...ARTICLES.map((article) => article.path),
];

export const MODEL_HANDLERS = modelHandlers(new Set(OWN_PATHS.map(pathKey)), async (api, model) => {
  await deleteSection(api.db, model.component);
});
