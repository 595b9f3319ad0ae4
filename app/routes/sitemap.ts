import { ABOUT_UPDATED, ARTICLES, PRIVACY_PATH, PRIVACY_UPDATED } from "#features/articles/index.server.ts";
import { modelHref } from "#features/catalog/index.ts";
import { modelLastModified, models, siteLastModified } from "#features/catalog/index.server.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  // /Galerie shows a photo of every gallery, so it changes whenever the newest update does, like the home page.
  const pages: { path: string; lastmod: string }[] = [
    { path: "/", lastmod: siteLastModified() },
    { path: "/Galerie", lastmod: siteLastModified() },
    { path: "/About", lastmod: ABOUT_UPDATED },
    { path: PRIVACY_PATH, lastmod: PRIVACY_UPDATED },
    ...ARTICLES.map((article) => ({ path: article.path, lastmod: article.updated })),
    ...models.map((model) => ({ path: modelHref(model.path), lastmod: modelLastModified(model) })),
  ];
  const urls = pages
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
