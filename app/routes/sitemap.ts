import { ARTICLES } from "#features/articles/index.server.ts";
import { models } from "#features/catalog/index.server.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  const paths = ["/", "/Galerie", "/About", ...ARTICLES.map((a) => a.path), ...models.map((m) => m.path)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + encodeURI(path))}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
