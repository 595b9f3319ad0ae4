import { SELF } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { ARTICLES, PRIVACY_PATH, PRIVACY_UPDATED } from "#features/articles/index.server.ts";
import { models, updates } from "#features/catalog/index.server.ts";

async function sitemapDates(): Promise<Map<string, string>> {
  const response = await SELF.fetch("https://example.com/sitemap.xml");
  expect(response.headers.get("content-type")).toContain("application/xml");
  const xml = await response.text();
  const entries = [
    ...xml.matchAll(/<url><loc>https:\/\/example\.com([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g),
  ];
  expect(entries).toHaveLength(xml.match(/<url>/g)?.length ?? 0);
  return new Map(entries.map(([, path, lastmod]) => [path!, lastmod!]));
}

describe("sitemap.xml", () => {
  test("gives every page a lastmod in the W3C date format", async () => {
    const dates = await sitemapDates();
    // Home, /Galerie, /About, the privacy note, the articles and the models.
    expect(dates.size).toBe(4 + ARTICLES.length + models.length);
    for (const [path, lastmod] of dates) expect(lastmod, path).toMatch(/^\d{4}(-\d{2}-\d{2})?$/);
  });

  test("dates a model page by its newest update entry, else by the year it was finished", async () => {
    const dates = await sitemapDates();
    expect(dates.get("/Wang")).toBe("2025-02-12");
    expect(dates.get("/WangGPM")).toBe("2024-11-04");
    expect(dates.get("/StarshipS30")).toBe("2025-08-18");
    expect(dates.get("/Krynica%20Morska")).toBe("2004");
  });

  test("dates the home page and /Galerie by the newest update and articles by their text", async () => {
    const dates = await sitemapDates();
    expect(updates.at(-1)?.date).toBe("18-08-2025");
    expect(dates.get("/")).toBe("2025-08-18");
    expect(dates.get("/Galerie")).toBe("2025-08-18");
    for (const article of ARTICLES) expect(dates.get(article.path), article.path).toBe(article.updated);
    expect(dates.get("/About")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates.get(PRIVACY_PATH)).toBe(PRIVACY_UPDATED);
  });
});
