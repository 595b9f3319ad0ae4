import { expect, test } from "@playwright/test";
import { banners, models } from "#features/catalog/index.server.ts";
import { historyPhotoKey, imageUrl, photoGroups, photoKeys } from "#features/catalog/index.ts";
import { hydrated } from "./hydration.ts";

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

test.describe("photos sized for the screen (docs/decisions/012)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a phone's viewer loads the 640 px AVIF copy, not the original, and the widest copy only on zoom", async ({
    page,
  }) => {
    const photoRequests: string[] = [];
    page.on("request", (request) => {
      const path = decodeURIComponent(new URL(request.url()).pathname);
      if (path.startsWith("/images/models/Hel/dzien/") && path.includes("hel-d03") && !path.includes("/thumbs"))
        photoRequests.push(path);
    });
    await page.goto("/Hel?photo=dzien-03");
    const viewer = page.getByRole("dialog", { name: "Przeglądarka zdjęć" });
    const current = viewer.getByRole("group", { name: "3 z 14" }).getByRole("img");
    const shown = () =>
      current.evaluate((image: HTMLImageElement) => (image.currentSrc ? new URL(image.currentSrc).pathname : ""));
    await expect.poll(shown).toBe("/images/models/Hel/dzien/w640/hel-d03.avif");
    await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    expect(photoRequests).toEqual(["/images/models/Hel/dzien/w640/hel-d03.avif"]);

    const zoomIn = viewer.getByRole("button", { name: "Powiększ" });
    await zoomIn.click();
    await zoomIn.click();
    await expect.poll(shown).toBe("/images/models/Hel/dzien/w1280/hel-d03.avif");
    expect(photoRequests).not.toContain("/images/models/Hel/dzien/hel-d03.jpg");
  });

  test("thumbnails come as AVIF copies over their placeholders, and another group's arrive with its tab", async ({
    page,
  }) => {
    await page.goto("/Hel#galeria");
    const thumbnail = page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true });
    await expect(thumbnail).toHaveAttribute("style", /background-image: url\("data:image\/png/);
    const image = thumbnail.getByRole("img");
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
      .toMatch(/\/images\/models\/Hel\/dzien\/thumbs\/(w320\/)?hel-d01\.avif$/);
    const answer = page.waitForResponse(/\/api\/photos\/Hel\/noc(\?|$)/);
    await page.getByRole("tab", { name: /noc/ }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("link", { name: "Otwórz zdjęcie 2", exact: true })).toHaveAttribute(
      "style",
      /background-image: url\("data:image\/png/,
    );
  });

  test("a group whose sizes cannot be read still shows its photos, without placeholders, on the same page", async ({
    page,
  }) => {
    await page.route(/\/api\/photos\/Hel\/noc(\?|$)/, (route) =>
      route.fulfill({ status: 503, json: { error: "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę" } }),
    );
    await page.goto("/Hel#galeria");
    await expect(page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true })).toHaveAttribute(
      "style",
      /background-image/,
    );
    const answer = page.waitForResponse(/\/api\/photos\/Hel\/noc(\?|$)/);
    await (await hydrated(page.getByRole("tab", { name: /noc/ }))).click();
    expect((await answer).status()).toBe(503);
    const photo = page.getByRole("link", { name: "Otwórz zdjęcie 2", exact: true });
    await expect(photo.getByRole("img")).toHaveAttribute("src", /\/images\/models\/Hel\/noc\//);
    await expect(photo).not.toHaveAttribute("style", /background-image/);
    await expect(page.getByRole("heading", { name: "Błąd" })).toHaveCount(0);
  });
});
