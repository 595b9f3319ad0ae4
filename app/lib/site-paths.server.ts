import { ARTICLES, PRIVACY_PATH } from "#features/articles/index.server.ts";
import { pathKey } from "#features/catalog/index.server.ts";

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

export const RESERVED_PATHS: ReadonlySet<string> = new Set(OWN_PATHS.map(pathKey));
