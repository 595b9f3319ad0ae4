import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import type { ModelSummary } from "#features/catalog/index.ts";
import { call, createActor, jsonOf } from "#tests/security/support.ts";
import { stripHtml } from "./fixtures.ts";

/* The strip's cards are drawn into every page but travel to the browser only when the strip asks for them. */

const cardsFor = async (cookie?: string, path = "/api/models/cards") =>
  ((await jsonOf(await call("GET", path, { cookie }))) as { models: ModelSummary[] }).models;

const catalogVersion = async () =>
  (await env.DB.prepare("SELECT version FROM catalog_state").first<{ version: number }>())?.version ?? 0;

const stripHrefs = (html: string) =>
  [...stripHtml(html).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => decodeURI(match[1] ?? ""));

/** The text React Router streams for hydration: the routes' loader data. */
const pageData = (html: string) =>
  [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController\.enqueue[^<]*)<\/script>/g)]
    .map((match) => match[1])
    .join("");

describe("/api/models/cards", () => {
  test("gives the cards of the page's strip, newest first, and no other model data", async () => {
    const cards = await cardsFor();
    expect(cards.length).toBeGreaterThan(30);
    const years = cards.map((card) => card.completionYear);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(cards.some((card) => card.draft)).toBe(false);
    expect(cards[0]).not.toHaveProperty("gallery");

    const page = await (await call("GET", "/O%20nas-nie-ma")).text();
    expect(stripHrefs(page)).toEqual(cards.map((card) => card.path));
  });

  test("the page's data carries the catalogue's version, not the cards", async () => {
    const html = await (await call("GET", "/Oswietlenie")).text();
    const data = pageData(html);
    expect(data).toContain("catalogVersion");
    const cards = await cardsFor();
    expect(stripHrefs(html)).toHaveLength(cards.length);
    const images = cards.flatMap((card) => (card.card ? [card.card] : []));
    expect(images.length).toBeGreaterThan(30);
    for (const image of images) expect(data, image).not.toContain(image);
  });

  test("the owner's cards include a draft, marked; a visitor's do not", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const created = await call("POST", "/api/models", {
      body: { path: "Karta-Szkicu", name: "Szkic karty", category: "kościoły" },
      cookie: admin.cookie,
    });
    const { model } = (await jsonOf(created)) as { model: { id: number } };
    expect((await cardsFor()).some((card) => card.id === model.id)).toBe(false);
    expect((await cardsFor(admin.cookie)).find((card) => card.id === model.id)).toMatchObject({
      name: "Szkic karty",
      draft: true,
    });
    // The strip's address without drafts never carries them, whoever asks.
    const visitorsAddress = await cardsFor(admin.cookie, `/api/models/cards?version=${await catalogVersion()}`);
    expect(visitorsAddress.some((card) => card.id === model.id)).toBe(false);
    const ownersPage = await (await call("GET", "/Oswietlenie", { cookie: admin.cookie })).text();
    expect(stripHrefs(ownersPage)).toContain("/Karta-Szkicu");
  });

  test("the strip's address for the current version and viewer may be kept by the browser, asked again; any other is not", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const version = await catalogVersion();
    expect(version).toBeGreaterThan(0);
    const caching = async (path: string, cookie?: string) => {
      const answer = await call("GET", path, { cookie });
      expect(answer.status, path).toBe(200);
      return answer.headers.get("cache-control");
    };
    const kept = "private, no-cache";
    expect(await caching(`/api/models/cards?version=${version}`)).toBe(kept);
    expect(await caching(`/api/models/cards?version=${version}&drafts=1`, admin.cookie)).toBe(kept);
    expect(await caching("/api/models/cards")).toBe("no-store");
    expect(await caching(`/api/models/cards?version=${version - 1}`)).toBe("no-store");
    expect(await caching(`/api/models/cards?version=${version}&drafts=1`)).toBe("no-store");
    expect(await caching(`/api/models/cards?version=${version}`, admin.cookie)).toBe("no-store");
  });

  test("asked again, a current answer is a 304 until a comment moves the counts, which come with it", async () => {
    const version = await catalogVersion();
    const path = `/api/models/cards?version=${version}`;
    const first = await call("GET", path);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const { counts } = (await jsonOf(first)) as { counts: Record<string, number> };
    const again = await call("GET", path, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);

    // The owner's comment is never held for moderation: it is published at once.
    const owner = await createActor(`wl${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const posted = await call("POST", "/api/comments/Hel", { body: { comment: "Liczę się" }, cookie: owner.cookie });
    expect(posted.status).toBe(201);
    const after = await call("GET", path, { headers: { "if-none-match": etag! } });
    expect(after.status).toBe(200);
    const { counts: moved } = (await jsonOf(after)) as { counts: Record<string, number> };
    expect(moved.Hel).toBe((counts.Hel ?? 0) + 1);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  test("no page's HTML carries the comment counts", async () => {
    const html = await (await call("GET", "/Oswietlenie")).text();
    expect(pageData(html)).not.toContain("commentCounts");
    expect(stripHtml(html)).not.toContain("data-comments");
  });

  test("answers only GET, in the API's words", async () => {
    const refused = await call("POST", "/api/models/cards", { body: {} });
    expect(refused.status).toBe(405);
    expect(await jsonOf(refused)).toEqual({ error: "Niedozwolona metoda" });
  });
});
