import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { IMAGE_INDEX_KEY, type ImageIndex } from "#features/catalog/index.ts";
import { forgetImageIndex } from "#features/catalog/index.server.ts";

const HASH = "48cJRYaJeHefiYmRh4eJdWiApxAI";
// Hel's day photos as the seed draws them, one imported at 2400 px, and one night photo; noc-02 and noc-03 have none.
const INDEX: ImageIndex = {
  ...Object.fromEntries(
    Array.from({ length: 13 }, (_, index) => [
      `models/Hel/dzien/hel-d${String(index + 1).padStart(2, "0")}.jpg`,
      [1200, 800, HASH] as const,
    ]),
  ),
  "models/Hel/dzien/hel-d14.jpg": [2400, 1600, HASH],
  "models/Hel/noc/hel-n01.jpg": [1200, 800, HASH],
};

beforeAll(async () => {
  // An isolate keeps the index for a minute, and earlier files in this workerd read an empty one.
  await env.IMAGES.put(IMAGE_INDEX_KEY, JSON.stringify(INDEX));
  forgetImageIndex();
});

async function page(path: string): Promise<string> {
  const response = await SELF.fetch(`https://example.com${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The head's meta tags as property/name → content, and the canonical address. */
function head(html: string) {
  const meta = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) {
    meta.set(match[1]!, match[2]!.replaceAll("&amp;", "&"));
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { meta, canonical };
}

describe("a page opened on one photo", () => {
  test("shares that photo: its title, its 1200 px card with the size, a large Twitter card, and keeps ?photo=", async () => {
    const { meta, canonical } = head(await page("/Hel?photo=dzien-03"));
    expect(meta.get("og:title")).toBe("Latarnia morska Hel – dzień, zdjęcie 3");
    expect(meta.get("og:image")).toBe("https://example.com/images/models/Hel/dzien/og/hel-d03.jpg");
    expect(meta.get("og:image:width")).toBe("1200");
    expect(meta.get("og:image:height")).toBe("800");
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("og:url")).toBe("https://example.com/Hel?photo=dzien-03");
    expect(canonical).toBe("https://example.com/Hel?photo=dzien-03");
  });

  test("a real-size photo's card is 1200 px wide with its proportions; the address is written one way", async () => {
    const { meta, canonical } = head(await page("/Hel?photo=DZIEN-14"));
    expect(meta.get("og:image")).toBe("https://example.com/images/models/Hel/dzien/og/hel-d14.jpg");
    expect([meta.get("og:image:width"), meta.get("og:image:height")]).toEqual(["1200", "800"]);
    expect(canonical).toBe("https://example.com/Hel?photo=dzien-14");
  });

  test("a photo the index does not know shares its original, without a size it cannot vouch for", async () => {
    const { meta } = head(await page("/Hel?photo=noc-02"));
    expect(meta.get("og:title")).toBe("Latarnia morska Hel – noc, zdjęcie 2");
    expect(meta.get("og:image")).toBe("https://example.com/images/models/Hel/noc/hel-n02.jpg");
    expect(meta.has("og:image:width")).toBe(false);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
  });

  test("the model's own page and an unknown photo keep the model's card and address", async () => {
    for (const path of ["/Hel", "/Hel?photo=noc-09", "/Hel?photo=zima-01"]) {
      const { meta, canonical } = head(await page(path));
      expect(meta.get("og:title"), path).toBe("Latarnia morska Hel");
      expect(meta.get("og:image"), path).toBe("https://example.com/images/models/Hel/cover.webp");
      expect(meta.has("twitter:card"), path).toBe(false);
      expect(canonical, path).toBe("https://example.com/Hel");
    }
  });
});

describe("the sizes and placeholders a page carries", () => {
  test("only the opening group's travel with the page, packed in photo order", async () => {
    const dayPacked = [...Array.from({ length: 13 }, () => `1200,800,${HASH}`), `2400,1600,${HASH}`].join(";");
    const day = await page("/Hel");
    expect(day).toContain(dayPacked);
    expect(day).not.toContain(`1200,800,${HASH};;`);
    const night = await page("/Hel?photo=noc-01");
    expect(night).toContain(`1200,800,${HASH};;`);
    expect(night).not.toContain(dayPacked);
  });

  test("another group's come from /api/photos, and an unknown gallery is a JSON 404", async () => {
    const response = await SELF.fetch("https://example.com/api/photos/Hel/noc");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ images: { group: "noc", packed: `1200,800,${HASH};;` } });
    for (const path of ["/api/photos/Hel/zima", "/api/photos/Atlantyda/dzien"]) {
      const missing = await SELF.fetch(`https://example.com${path}`);
      expect(missing.status, path).toBe(404);
      expect(await missing.json(), path).toEqual({ error: "Nie ma takiej galerii" });
    }
  });
});
