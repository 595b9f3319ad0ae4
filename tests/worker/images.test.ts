import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { IMAGES_PENDING_KEY } from "#app/lib/images.server.ts";

const KEY = "models/Hel/dzien/hel-d01.jpg";
const BYTES = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(async () => {
  await env.IMAGES.put(KEY, BYTES, { httpMetadata: { contentType: "image/jpeg" } });
});

describe("the image route", () => {
  test("serves an R2 object with its type, ETag and a year of immutable caching", async () => {
    const response = await SELF.fetch(`https://example.com/images/${KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
  });

  test("answers 304 when the ETag matches", async () => {
    const first = await SELF.fetch(`https://example.com/images/${KEY}`);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const second = await SELF.fetch(`https://example.com/images/${KEY}`, { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
    expect(second.headers.get("etag")).toBe(etag);
  });

  test("answers 206 with Content-Range for a Range request, and 200 without one", async () => {
    const partial = await SELF.fetch(`https://example.com/images/${KEY}`, { headers: { range: "bytes=10-19" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 10-19/1000");
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(BYTES.slice(10, 20));
    const whole = await SELF.fetch(`https://example.com/images/${KEY}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-range")).toBeNull();
    await whole.arrayBuffer();
  });

  test("answers 404 with a JSON error for a missing image, a traversal attempt and a non-image key", async () => {
    for (const path of ["/images/models/Hel/nie-ma.jpg", "/images/a%2F..%2Fsecret.png", "/images/notes.txt"]) {
      const response = await SELF.fetch(`https://example.com${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: expect.any(String) });
    }
  });

  // Two probes that once went wrong: a 1,025-byte key answered 503 and logged the key; `bytes=5000-` answered 206
  // with every byte.
  test("answers 404 for a key over R2's 1,024 bytes without logging it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const key = `${"a".repeat(1021)}.jpg`;
    const response = await SELF.fetch(`https://example.com/images/${key}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test("answers 416 with the size for a range past the end, and 206 for one that overlaps it", async () => {
    for (const range of ["bytes=1000-", "bytes=5000-6000", "bytes=-0"]) {
      const response = await SELF.fetch(`https://example.com/images/${KEY}`, { headers: { range } });
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe("bytes */1000");
      await response.arrayBuffer();
    }
    const tail = await SELF.fetch(`https://example.com/images/${KEY}`, { headers: { range: "bytes=990-2000" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe("bytes 990-999/1000");
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(BYTES.slice(990));
  });

  test("while the first start still draws the gallery, a missing picture is a neutral box, not a broken one", async () => {
    await env.IMAGES.put(IMAGES_PENDING_KEY, "{}");
    try {
      for (const [path, size] of [
        ["/images/models/Hel/dzien/w640/nie-ma.avif", 'width="1200" height="800"'],
        ["/images/models/Hel/dzien/thumbs/w320/nie-ma.webp", 'width="320" height="320"'],
      ] as const) {
        const response = await SELF.fetch(`https://example.com${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("content-type"), path).toBe("image/svg+xml");
        expect(response.headers.get("cache-control"), path).toBe("no-store");
        expect(await response.text(), path).toContain(size);
      }
      const stored = await SELF.fetch(`https://example.com/images/${KEY}`);
      expect(stored.headers.get("content-type")).toBe("image/jpeg");
      await stored.arrayBuffer();
    } finally {
      await env.IMAGES.delete(IMAGES_PENDING_KEY);
    }
    const missing = await SELF.fetch("https://example.com/images/models/Hel/dzien/w640/nie-ma.avif");
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  test("refuses methods other than GET and HEAD", async () => {
    const response = await SELF.fetch(`https://example.com/images/${KEY}`, { method: "DELETE" });
    expect(response.status).toBe(405);
    await response.arrayBuffer();
  });
});

describe("the JSON API fallback", () => {
  test("answers unknown API paths with a JSON 404", async () => {
    const response = await SELF.fetch("https://example.com/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Nie ma takiego adresu API" });
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
