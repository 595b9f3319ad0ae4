import { ABOUT_UPDATED, ARTICLES, PRIVACY_PATH, PRIVACY_UPDATED } from "#features/articles/index.server.ts";
import { modelHref, type UpdateEntry } from "#features/catalog/index.ts";
import { listDiaryEntries } from "#features/build-log/index.server.ts";
import { Catalog, pageCatalog } from "#features/catalog/index.server.ts";
import { displayDate } from "#features/updates/index.ts";
import { loadUpdates } from "#features/updates/index.server.ts";
import { getDatabase } from "../lib/db.server.ts";
import type { Route } from "./+types/sitemap";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The owner's updates and diary days as update entries, so a page is dated by its newest story too. */
async function storedEntries(
  context: Route.LoaderArgs["context"],
): Promise<{ updates: UpdateEntry[]; diary: UpdateEntry[] }> {
  const db = getDatabase(context);
  try {
    const [updates, diary] = await Promise.all([loadUpdates(db), listDiaryEntries(db, 1000)]);
    return {
      updates,
      diary: diary.map((row) => ({
        id: row.id,
        date: displayDate(row.day),
        description: "",
        models: [row.model.component],
      })),
    };
  } catch (error) {
    // The built-in dates still make a valid sitemap.
    console.error("Sitemap without stored dates", error instanceof Error ? error.message : error);
    return { updates: [], diary: [] };
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  // An incomplete sitemap would drop pages from search engines: without the catalogue it is a 503.
  const catalog = await pageCatalog(getDatabase(context));
  const { updates, diary } = await storedEntries(context);
  const { siteLastModified, modelLastModified } = Catalog;
  // /Galerie shows a photo of every gallery, so it changes whenever the newest update does, like the home page.
  const pages: { path: string; lastmod: string }[] = [
    { path: "/", lastmod: siteLastModified(updates) },
    { path: "/Galerie", lastmod: siteLastModified(updates) },
    { path: "/About", lastmod: ABOUT_UPDATED },
    { path: PRIVACY_PATH, lastmod: PRIVACY_UPDATED },
    ...ARTICLES.map((article) => ({ path: article.path, lastmod: article.updated })),
    ...catalog.models.map((model) => ({
      path: modelHref(model.path),
      lastmod: modelLastModified(model, [...updates, ...diary]),
    })),
  ];
  const urls = pages
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
