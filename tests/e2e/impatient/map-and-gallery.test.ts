import type { Page } from "@playwright/test";
import { expect, holdCode, open, test } from "./person.ts";

// The map's tiles come from a host the tests' browser cannot reach: a blank answer keeps the map quiet.
async function blankTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
}

const modelMap = (page: Page) => page.getByRole("region", { name: /^Mapa: / });
const viewer = (page: Page) => page.getByRole("dialog", { name: "Przeglądarka zdjęć" });

test.describe("the model's map", () => {
  test("a tap on “Kliknij by aktywować” activates it", async ({ page }) => {
    await blankTiles(page);
    await open(page, "/Hel");
    const map = modelMap(page);
    await map.getByRole("button", { name: "Kliknij by aktywować" }).tap();
    await expect(map.getByRole("button", { name: "Latarnia morska Hel" })).toBeVisible({ timeout: 20_000 });
  });

  test("a tap on the size toggle of a map still inactive does nothing, even right after a tap that activates it", async ({
    page,
  }) => {
    await blankTiles(page);
    await open(page, "/Hel");
    // Both taps come before the map's code, held until then: on a slow run it could arrive between them.
    const codeMayCome = await holdCode(page);
    const map = modelMap(page);
    await map.getByRole("button", { name: "Kliknij by aktywować" }).tap();
    // A person can tap a control marked inactive; Playwright would refuse without force.
    await map.getByRole("button", { name: "duże okno" }).tap({ force: true });
    codeMayCome();
    await expect(map.getByRole("button", { name: "Latarnia morska Hel" })).toBeVisible({ timeout: 20_000 });
    await expect(map.getByRole("button", { name: "duże okno" })).toBeVisible();
    await expect.poll(async () => (await map.boundingBox())?.height).toBe(320);
  });

  test("after activation, the size and view toggles act on the first tap", async ({ page }) => {
    await blankTiles(page);
    await open(page, "/Hel");
    const map = modelMap(page);
    await map.getByRole("button", { name: "Kliknij by aktywować" }).tap();
    await map.getByRole("button", { name: "duże okno" }).tap();
    await expect(map.getByRole("button", { name: "małe okno" })).toBeVisible();
    await map.getByRole("button", { name: "widok Polski" }).tap();
    await expect(map.getByRole("button", { name: "widok szczegółowy" })).toBeVisible();
  });
});

test.describe("the gallery", () => {
  test("a thumbnail's first tap shows its photo, and the viewer takes over", async ({ page }) => {
    await open(page, "/Hel");
    await page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true }).tap();
    await expect(page).toHaveURL(/\/Hel\?photo=dzien-01$/);
    await expect(viewer(page)).toBeVisible({ timeout: 20_000 });
    await expect(viewer(page).locator(".yarl__counter")).toHaveText("1 z 14");
  });

  test("the photo's arrow acts on the first tap, before and after the viewer takes over", async ({ page }) => {
    await open(page, "/Hel?photo=dzien-01");
    await page
      .getByRole("link", { name: "Następne zdjęcie" })
      .or(page.getByRole("button", { name: "Następne zdjęcie" }))
      .first()
      .tap();
    await expect(page).toHaveURL(/\?photo=dzien-02$/);
    await expect(viewer(page).locator(".yarl__counter")).toHaveText("2 z 14", { timeout: 20_000 });
  });

  test("the photo stays while the viewer's code comes, and its arrow acts on the first tap then", async ({ page }) => {
    const viewerCode = await holdCode(page, "lightbox.client");
    const viewerAsked = page.waitForRequest(/\/assets\/lightbox\.client-/);
    await open(page, "/Hel?photo=dzien-01");
    // The gallery has woken and handed the photo to the viewer, whose code is held.
    await viewerAsked;
    await page.getByRole("link", { name: "Następne zdjęcie" }).tap();
    await expect(page).toHaveURL(/\?photo=dzien-02$/);
    await expect(page.getByRole("figure", { name: /./ }).getByText("2 z 14")).toBeVisible();
    viewerCode();
    await expect(viewer(page).locator(".yarl__counter")).toHaveText("2 z 14", { timeout: 20_000 });
  });

  test("a tab's first tap shows its photos", async ({ page }) => {
    await open(page, "/Hel");
    const gallery = page.getByRole("region", { name: "Galeria" });
    await gallery.getByRole("tab", { name: "noc (3)" }).tap();
    await expect(gallery.getByRole("tab", { name: "noc (3)" })).toHaveAttribute("aria-selected", "true");
    await expect(gallery.getByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveCount(3);
  });

  test("share and copy act on the first tap", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/Hel");
    await page.getByRole("button", { name: "Udostępnij zdjęcie 2", exact: true }).tap();
    const dialog = page.getByRole("dialog", { name: "Udostępnij zdjęcie" });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole("button", { name: /^Kopiuj/ })
      .first()
      .tap();
    await expect(dialog.getByText("Skopiowano").first()).toBeVisible();
  });
});

test.describe("photos before the script", () => {
  test.use({ javaScriptEnabled: false });

  test("thumbnails are images, and a photo's link shows the photo with its neighbours and the way back", async ({
    page,
  }) => {
    // Five documents on a throttled phone.
    test.slow();
    await open(page, "/Hel");
    const first = page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true });
    const thumbnail = first.locator("img");
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect(thumbnail).toHaveAttribute("alt", /.+/);
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await first.tap();
    await expect(page).toHaveURL(/\?photo=dzien-01$/);
    const photo = page.getByRole("figure", { name: "Latarnia morska Hel – dzień, zdjęcie 1 z 14" });
    const image = photo.getByRole("img");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    await photo.getByRole("link", { name: "Następne zdjęcie" }).tap();
    await expect(page).toHaveURL(/\?photo=dzien-02$/);
    await page.getByRole("link", { name: "Poprzednie zdjęcie" }).tap();
    await page.getByRole("link", { name: "Poprzednie zdjęcie" }).tap();
    await expect(page).toHaveURL(/\?photo=dzien-14$/);
    await page.getByRole("link", { name: "Wróć do galerii" }).tap();
    await expect(page).toHaveURL(/\/Hel#galeria$/);
    await expect(page.getByRole("figure", { name: /zdjęcie \d+ z 14$/ })).toHaveCount(0);
  });
});
