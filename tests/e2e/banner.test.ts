import { expect, test, type Page } from "@playwright/test";
import { banners } from "#features/catalog/index.server.ts";
import { banner, finishZoom } from "./banner-support.ts";
import { hydrated, pageInUse } from "./hydration.ts";

// The banner's motion is what these tests check (the e2e default is reduced motion).
test.use({ reducedMotion: "no-preference" });

/** The current slide's name, read from its link. */
async function currentName(page: Page): Promise<string> {
  return (await banner(page).getByRole("link").textContent()) ?? "";
}

/** The index in the catalogue of the slide on screen, found by its picture (names repeat: four slides show Wang). */
async function currentIndex(page: Page): Promise<number> {
  const source = await banner(page)
    .locator("img")
    .last()
    .evaluate((image: HTMLImageElement) => image.getAttribute("src"));
  const index = banners.findIndex((slide) => source === `/images/${slide.full}`);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

async function waitForPicture(page: Page) {
  await hydrated(banner(page).getByRole("button", { name: "Sterowanie bannerem" }));
  await expect(banner(page).getByRole("status", { name: "Ładowanie zdjęcia banneru" })).toHaveCount(0);
  await expect
    .poll(() =>
      banner(page)
        .locator("img")
        .last()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
}

test("shows a slide linking to its model page, with the picture's height reserved", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await waitForPicture(page);
  const index = await currentIndex(page);
  await expect(banner(page).getByRole("link")).toHaveAttribute("href", banners[index]!.link);
  await expect(banner(page).getByRole("link")).toHaveAccessibleName(banners[index]!.name);
  const frame = await banner(page)
    .locator("img")
    .last()
    .evaluate((image) => {
      const box = image.closest("section")!.firstElementChild!.getBoundingClientRect();
      return box.width / box.height;
    });
  expect(frame).toBeCloseTo(3.2, 1);
  await banner(page).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${banners[index]!.link}$`));
});

test("starts on a random slide, without a hydration mismatch", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // Five visits all on one of 13 slides would happen once in ~28,000 runs.
  test.setTimeout(60_000);
  const starts = new Set<number>();
  for (let visit = 0; visit < 5; visit++) {
    await page.goto("/");
    await pageInUse(page);
    await waitForPicture(page);
    starts.add(await currentIndex(page));
  }
  expect(starts.size).toBeGreaterThan(1);
  expect(problems.filter((problem) => /hydrat|did not match/i.test(problem))).toEqual([]);
});

test("advances when the slow zoom ends, wrapping after the last slide", async ({ page }) => {
  await page.goto("/");
  await waitForPicture(page);
  const first = await currentIndex(page);
  await finishZoom(page);
  const expected = (first + 1) % banners.length;
  await expect(banner(page).getByRole("link")).toHaveAccessibleName(banners[expected]!.name);
  await waitForPicture(page);
  expect(await currentIndex(page)).toBe(expected);
});

test("previous, pause and next sit behind the gear", async ({ page }) => {
  await page.goto("/");
  await waitForPicture(page);
  const start = await currentIndex(page);
  const gear = banner(page).getByRole("button", { name: "Sterowanie bannerem" });
  await expect(banner(page).getByRole("button", { name: "Następny banner" })).toBeHidden();
  await gear.click();
  await expect(gear).toHaveAttribute("aria-expanded", "true");

  await banner(page).getByRole("button", { name: "Następny banner" }).click();
  await waitForPicture(page);
  expect(await currentIndex(page)).toBe((start + 1) % banners.length);
  for (let press = 0; press < 2; press++) await banner(page).getByRole("button", { name: "Poprzedni banner" }).click();
  await waitForPicture(page);
  expect(await currentIndex(page)).toBe((start - 1 + banners.length) % banners.length);

  await banner(page).getByRole("button", { name: "Wstrzymaj pokaz" }).click();
  // The pointer resting on the banner pauses it too: move it away to see the stored choice alone.
  await page.mouse.move(1, 1);
  await expect
    .poll(() =>
      banner(page)
        .locator("img")
        .last()
        .evaluate((image) => image.parentElement!.parentElement!.getAnimations()[0]?.playState),
    )
    .toBe("paused");

  // The pause is remembered.
  await page.reload();
  await waitForPicture(page);
  await expect
    .poll(() =>
      banner(page)
        .locator("img")
        .last()
        .evaluate((image) => image.parentElement!.parentElement!.getAnimations()[0]?.playState),
    )
    .toBe("paused");
  await banner(page).getByRole("button", { name: "Sterowanie bannerem" }).click();
  await banner(page).getByRole("button", { name: "Wznów pokaz" }).click();
  await page.mouse.move(1, 1);
  await expect
    .poll(() =>
      banner(page)
        .locator("img")
        .last()
        .evaluate((image) => image.parentElement!.parentElement!.getAnimations()[0]?.playState),
    )
    .toBe("running");
});

test("a hidden banner stays hidden after a reload without flashing, and comes back", async ({ page }) => {
  await page.goto("/");
  await (await hydrated(banner(page).getByRole("button", { name: "Ukryj banner" }))).click();
  const show = banner(page).getByRole("button", { name: "Pokaż banner" });
  await expect(show).toBeVisible();
  await expect(show).toHaveText("banner");
  await expect(banner(page).getByRole("link")).toBeHidden();

  // Without the app's scripts only the pre-paint script and the styles decide: the banner must not appear.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-banner", "hidden");
  await expect(banner(page).getByRole("link")).toBeHidden();
  await expect(show).toBeVisible();

  await page.unroute("**/assets/*.js");
  await page.reload();
  await (await hydrated(show)).click();
  await expect(banner(page).getByRole("link")).toBeVisible();
  await page.reload();
  await expect(banner(page).getByRole("link")).toBeVisible();
  await expect(show).toBeHidden();
});

test("uses the mobile picture on a narrow window", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await waitForPicture(page);
  const source = await banner(page)
    .locator("img")
    .last()
    .evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(source).toMatch(/\/images\/banners\/mobile\/[\w-]+\.webp$/);
});

test("with reduced motion nothing zooms and the banner stays on its slide", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForPicture(page);
  const name = await currentName(page);
  const zooms = await banner(page)
    .locator("img")
    .last()
    .evaluate((image) => image.parentElement!.parentElement!.getAnimations().length);
  expect(zooms).toBe(0);
  await page.waitForTimeout(500);
  expect(await currentName(page)).toBe(name);
});
