// @vitest-environment node
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { seedView } from "#features/catalog/index.server.ts";
import { historyPhotoKey, photoGroups, photoKeys } from "#features/catalog/index.ts";
import { thumbHashToApproximateAspectRatio } from "thumbhash";
import { IMAGE_INDEX_KEY, type ImageIndex } from "#features/catalog/index.ts";
import { IMAGES_PENDING_KEY } from "#app/lib/images.server.ts";
import { imageJobs, seedImages, type ImageJob } from "../lib/seed-images.ts";

/** Enough of an R2 bucket for the seed: put, get (the image index), list, and the stored bytes. */
function memoryBucket() {
  const objects = new Map<string, { body: Uint8Array; contentType?: string }>();
  const bucket = {
    async put(
      key: string,
      value: ArrayBuffer | Uint8Array | string,
      options?: { httpMetadata?: { contentType?: string } },
    ) {
      const body = typeof value === "string" ? new TextEncoder().encode(value) : new Uint8Array(value as ArrayBuffer);
      objects.set(key, { body, contentType: options?.httpMetadata?.contentType });
      return null;
    },
    async get(key: string) {
      const object = objects.get(key);
      return object ? { json: async () => JSON.parse(Buffer.from(object.body).toString("utf8")) as unknown } : null;
    },
    async list() {
      return { objects: [...objects.keys()].map((key) => ({ key })), truncated: false };
    },
  };
  return { bucket: bucket as unknown as R2Bucket, objects };
}

describe("the image seed", () => {
  test("covers every image key the catalogue references", () => {
    const keys = new Set(imageJobs().flatMap((job) => job.keys));
    const hel = seedView.byComponent("Hel")!;
    for (const group of photoGroups(hel)) {
      for (let number = 1; number <= group.quantity; number++) {
        for (const key of Object.values(photoKeys("Hel", group, number))) expect(keys.has(key), key).toBe(true);
      }
    }
    for (const key of [hel.card!, hel.icon!, hel.cover!, historyPhotoKey(hel, 1), historyPhotoKey(hel, 2)]) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(keys.size).toBe(4474);
  });

  test("writes real images of the right sizes and types for one model, and a second run writes nothing", async () => {
    const { bucket, objects } = memoryBucket();
    const onlyHel = { only: (job: { component: string }) => job.component === "Hel", concurrency: 2 };
    const first = await seedImages(bucket, onlyHel);
    expect(first.written).toBeGreaterThan(20);
    const helKeys = imageJobs()
      .filter(onlyHel.only)
      .flatMap((job) => job.keys);
    for (const key of helKeys) expect(objects.has(key), key).toBe(true);

    const full = objects.get("models/Hel/dzien/hel-d01.jpg")!;
    expect(full.contentType).toBe("image/jpeg");
    expect(await sharp(full.body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
    const thumb = objects.get("models/Hel/dzien/thumbs/hel-d01.webp")!;
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: "webp", width: 160, height: 160 });
    const random = objects.get("models/Hel/dzien/thumbs-200/hel-d01.webp")!;
    expect(await sharp(random.body).metadata()).toMatchObject({ width: 200, height: 200 });
    const gif = objects.get("models/Hel/filmy/hel01.gif")!;
    expect(await sharp(gif.body).metadata()).toMatchObject({ format: "gif" });

    const second = await seedImages(bucket, onlyHel);
    expect(second.written).toBe(0);
  }, 120_000);

  test("writes each photo's widths in AVIF and WebP, its social card, its squares and its index entry", async () => {
    const { bucket, objects } = memoryBucket();
    const onlyHelNight = (job: ImageJob) => job.component === "Hel" && job.keys[0]!.startsWith("models/Hel/noc/");
    const result = await seedImages(bucket, { only: onlyHelNight, concurrency: 2 });
    expect(result.written).toBe(3);
    const expected: Record<string, { format: string; width: number; height: number }> = {
      "models/Hel/noc/w640/hel-n01.avif": { format: "heif", width: 640, height: 427 },
      "models/Hel/noc/w640/hel-n01.webp": { format: "webp", width: 640, height: 427 },
      // The seed draws 1200 px pictures: the 1280 slot holds them at their own width, and there is no 2400.
      "models/Hel/noc/w1280/hel-n01.avif": { format: "heif", width: 1200, height: 800 },
      "models/Hel/noc/w1280/hel-n01.webp": { format: "webp", width: 1200, height: 800 },
      "models/Hel/noc/og/hel-n01.jpg": { format: "jpeg", width: 1200, height: 800 },
      "models/Hel/noc/thumbs/hel-n01.avif": { format: "heif", width: 160, height: 160 },
      "models/Hel/noc/thumbs/w320/hel-n01.avif": { format: "heif", width: 320, height: 320 },
      "models/Hel/noc/thumbs/w320/hel-n01.webp": { format: "webp", width: 320, height: 320 },
      "models/Hel/noc/thumbs-200/hel-n01.avif": { format: "heif", width: 200, height: 200 },
    };
    for (const [key, meta] of Object.entries(expected)) {
      const stored = objects.get(key);
      expect(stored, key).toBeDefined();
      expect(await sharp(stored!.body).metadata(), key).toMatchObject(meta);
    }
    expect(objects.get("models/Hel/noc/w1280/hel-n01.avif")!.contentType).toBe("image/avif");
    expect(objects.has("models/Hel/noc/w2400/hel-n01.avif")).toBe(false);

    const index = JSON.parse(Buffer.from(objects.get(IMAGE_INDEX_KEY)!.body).toString("utf8")) as ImageIndex;
    expect(Object.keys(index).sort()).toEqual([1, 2, 3].map((number) => `models/Hel/noc/hel-n0${number}.jpg`));
    const [width, height, placeholder] = index["models/Hel/noc/hel-n01.jpg"]!;
    expect([width, height]).toEqual([1200, 800]);
    // A ThumbHash: a few dozen bytes, whose approximate proportions are the photo's.
    const bytes = Buffer.from(placeholder, "base64");
    expect(bytes.length).toBeGreaterThan(5);
    expect(bytes.length).toBeLessThan(40);
    expect(thumbHashToApproximateAspectRatio(bytes)).toBeCloseTo(1.5, 0);

    // A photo that lost one copy is written again; the rest are kept.
    objects.delete("models/Hel/noc/w640/hel-n02.webp");
    expect((await seedImages(bucket, { only: onlyHelNight })).written).toBe(1);
    expect(objects.has("models/Hel/noc/w640/hel-n02.webp")).toBe(true);
  }, 120_000);

  test("a deferred seed draws what pages show at once, leaves the gallery and marks R2 until it is drawn", async () => {
    const { bucket, objects } = memoryBucket();
    const hel = seedView.byComponent("Hel")!;
    const only = (job: ImageJob) => job.keys[0] === hel.card || job.keys[0]!.startsWith("models/Hel/noc/");
    const first = await seedImages(bucket, { only, deferGallery: true, concurrency: 2 });
    expect(first).toMatchObject({ written: 1, deferred: 3 });
    expect(objects.has(hel.card!)).toBe(true);
    expect(objects.has("models/Hel/noc/hel-n01.jpg")).toBe(false);
    expect(objects.has(IMAGES_PENDING_KEY)).toBe(true);

    const rest = await seedImages(bucket, { only, concurrency: 2 });
    expect(rest).toMatchObject({ written: 3, deferred: 0 });
    expect(objects.has("models/Hel/noc/thumbs/w320/hel-n03.webp")).toBe(true);
  }, 120_000);

  test("with one drawing per group, every photo of a group has all its own keys, holding the first photo's pixels", async () => {
    const { bucket, objects } = memoryBucket();
    const onlyHelNight = (job: ImageJob) => job.component === "Hel" && job.keys[0]!.startsWith("models/Hel/noc/");
    const drawnEach = memoryBucket();
    await seedImages(drawnEach.bucket, { only: onlyHelNight, concurrency: 2 });
    expect(await seedImages(bucket, { only: onlyHelNight, concurrency: 2, oneDrawingPerGroup: true })).toMatchObject({
      written: 3,
    });
    const keysOf = (stored: Map<string, unknown>) => [...stored.keys()].sort();
    expect(keysOf(objects)).toEqual(keysOf(drawnEach.objects));
    const third = objects.get("models/Hel/noc/w640/hel-n03.avif")!;
    expect(third.contentType).toBe("image/avif");
    expect(Buffer.from(third.body).equals(Buffer.from(objects.get("models/Hel/noc/w640/hel-n01.avif")!.body))).toBe(
      true,
    );
    const index = JSON.parse(Buffer.from(objects.get(IMAGE_INDEX_KEY)!.body).toString("utf8")) as ImageIndex;
    expect(index["models/Hel/noc/hel-n03.jpg"]).toEqual(index["models/Hel/noc/hel-n01.jpg"]);
  }, 120_000);
});
