// @vitest-environment node
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { getModelByComponent } from "#features/catalog/index.server.ts";
import { historyPhotoKey, photoGroups, photoKeys } from "#features/catalog/index.ts";
import { imageJobs, seedImages } from "../lib/seed-images.ts";

/** Enough of an R2 bucket for the seed: put, list, and the stored bytes. */
function memoryBucket() {
  const objects = new Map<string, { body: Uint8Array; contentType?: string }>();
  const bucket = {
    async put(key: string, value: ArrayBuffer | Uint8Array, options?: { httpMetadata?: { contentType?: string } }) {
      objects.set(key, { body: new Uint8Array(value as ArrayBuffer), contentType: options?.httpMetadata?.contentType });
      return null;
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
    const hel = getModelByComponent("Hel")!;
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
});
