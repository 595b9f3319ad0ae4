/** The catalogue writes of the models API, with what the route table reserves and what a deletion takes along. */
import { ARTICLES, PRIVACY_PATH } from "#features/articles/index.server.ts";
import { modelHandlers, modelIntents, pathKey, photoIntents } from "#features/catalog/index.server.ts";
import { deleteSection } from "#features/comments/index.server.ts";

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

const RESERVED = new Set(OWN_PATHS.map(pathKey));

export const MODEL_HANDLERS = modelHandlers(RESERVED, async (api, model) => {
  await deleteSection(api.db, model.component);
});

export const MODEL_INTENTS = {
  ...modelIntents(RESERVED, async (form, model) => {
    await deleteSection(form.db, model.component);
  }),
  ...photoIntents,
};
