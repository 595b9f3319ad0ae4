import { expect, test } from "@playwright/test";
import { banners, models } from "#features/catalog/index.server.ts";
import { historyPhotoKey, imageUrl, photoGroups, photoKeys } from "#features/catalog/index.ts";

/**
 * After the seed, the catalogue's images exist in R2 and the Worker serves them. This checks a subset that
 * touches every model, every photo group and every kind of key (`npm run images:check` checks all of them):
 * card, map icon, cover, the first and the last photo of each group with both thumbnails, every Historia photo,
 * and both sizes of every banner.
 */
function sampleKeys(): string[] {
  const keys = banners.flatMap((banner) => [banner.full, banner.mobile]);
  for (const model of models) {
    keys.push(...[model.card, model.icon, model.cover].filter((key): key is string => key !== undefined));
    for (const group of photoGroups(model)) {
      for (const number of new Set([1, group.quantity])) {
        const { full, thumb, random } = photoKeys(model.component, group, number);
        keys.push(full, thumb, random);
      }
    }
    const historyPhotos = model.history.sections.filter((section) => section.photo).length;
    for (let number = 1; number <= historyPhotos; number++) keys.push(historyPhotoKey(model, number));
  }
  return keys;
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", gif: "image/gif" };

test("every model, photo group and banner has its seeded images in R2, served with their type", async ({ request }) => {
  test.setTimeout(120_000);
  const keys = sampleKeys();
  expect(keys.length).toBeGreaterThan(400);
  const missing: string[] = [];
  const wrongType: string[] = [];
  // A few at a time: the local Worker answers from one process.
  for (let start = 0; start < keys.length; start += 8) {
    await Promise.all(
      keys.slice(start, start + 8).map(async (key) => {
        const response = await request.get(imageUrl(key));
        if (response.status() !== 200) return missing.push(`${response.status()} ${key}`);
        const extension = key.slice(key.lastIndexOf(".") + 1);
        if (response.headers()["content-type"] !== CONTENT_TYPES[extension]) wrongType.push(key);
        if ((await response.body()).byteLength < 100) wrongType.push(`${key} (pusty)`);
      }),
    );
  }
  expect(missing).toEqual([]);
  expect(wrongType).toEqual([]);
});

test("a key the catalogue does not hold answers 404, not a picture", async ({ request }) => {
  const [model] = models;
  const [group] = photoGroups(model!);
  const beyondTheGroup = photoKeys(model!.component, group!, group!.quantity + 1).full;
  expect((await request.get(imageUrl(beyondTheGroup))).status()).toBe(404);
});
