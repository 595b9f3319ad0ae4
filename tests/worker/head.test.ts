import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";

const IMAGE = "models/Hel/dzien/hel-d02.jpg";

beforeAll(async () => {
  await env.IMAGES.put(IMAGE, new Uint8Array(64), { httpMetadata: { contentType: "image/jpeg" } });
});

/** Headers as a sorted list; the CSP nonce is new on every request, so only the policy's shape is compared. */
function headerList(response: Response): [string, string][] {
  return [...response.headers]
    .map(([name, value]): [string, string] => [name, value.replace(/'nonce-[^']+'/g, "'nonce-…'")])
    .sort(([a], [b]) => a.localeCompare(b));
}

describe("HEAD", () => {
  test.each([
    ["a model page", "/Hel", "text/html"],
    ["a model page with a space in its address", "/Krynica%20Morska", "text/html"],
    ["a missing page", "/nie-ma-takiej-strony", "text/html"],
    ["an API read", "/api/info", "application/json"],
    ["a photo", `/images/${IMAGE}`, "image/jpeg"],
  ])("answers %s with the status and headers of GET and no body", async (_, path, type) => {
    const get = await SELF.fetch(`https://example.com${path}`);
    const getBody = await get.arrayBuffer();
    const head = await SELF.fetch(`https://example.com${path}`, { method: "HEAD" });
    expect(getBody.byteLength, path).toBeGreaterThan(0);
    expect(head.status, path).toBe(get.status);
    expect(head.headers.get("content-type"), path).toContain(type);
    expect(headerList(head), path).toEqual(headerList(get));
    expect((await head.arrayBuffer()).byteLength, path).toBe(0);
  });
});
