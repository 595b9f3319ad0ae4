import type { Page } from "@playwright/test";
import { banners } from "#features/catalog/index.server.ts";
import { banner } from "../banner-support.ts";
import { afterWaking, expect, open, test } from "./person.ts";

/** The first outcome of a tap comes with the part's code: on two busy cores at a quarter of their speed, give it time. */
const WOKEN = { timeout: 20_000 };

const strip = (page: Page) => page.getByRole("navigation", { name: "Modele" });
const cards = (page: Page) => strip(page).getByRole("list").getByRole("link");
const search = (page: Page) => strip(page).getByRole("searchbox", { name: "Szukaj modelu po nazwie" });
const stripButton = (page: Page, name: string) => strip(page).getByRole("button", { name, exact: true });
const scroller = (page: Page) => strip(page).getByRole("list").locator("..");

/** The index in the catalogue of the slide on screen, found by its picture (names repeat). */
async function currentSlide(page: Page): Promise<number> {
  const source = await banner(page).locator("img").last().getAttribute("src");
  return banners.findIndex((slide) => source === `/images/${slide.full}`);
}

test.describe("the models strip", () => {
  test("text typed into the search on the first frame is kept and filters the cards", async ({ page }) => {
    await open(page, "/");
    await search(page).tap();
    await page.keyboard.type("bedzin", { delay: 20 });
    await expect(cards(page)).toHaveCount(1, WOKEN);
    await expect(cards(page).first()).toHaveAccessibleName(/Zamek w Będzinie/);
    await expect(strip(page).getByRole("status")).toHaveText("1 model");
    await afterWaking(search(page));
    await expect(search(page)).toHaveValue("bedzin");
    await expect(search(page)).toBeFocused();
    await expect(cards(page)).toHaveCount(1);
  });

  test("Enter after the search typed on the first frame opens the one model found", async ({ page }) => {
    await open(page, "/");
    await search(page).tap();
    await page.keyboard.type("krynica", { delay: 20 });
    // The phone keyboard's search key (enterKeyHint="search").
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Krynica%20Morska$/, WOKEN);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Krynica Morska");
    await expect(cards(page).first()).toHaveAttribute("aria-current", "page");
  });

  test("a category's first tap filters the cards", async ({ page }) => {
    await open(page, "/");
    const planes = stripButton(page, "samoloty");
    await planes.tap();
    await expect(planes).toHaveAttribute("aria-pressed", "true", WOKEN);
    await expect(cards(page)).toHaveCount(2);
    await expect(strip(page).getByRole("status")).toHaveText("2 modele");
    await expect(cards(page).nth(0)).toHaveAttribute("href", "/PhantomF4");
    await expect(cards(page).nth(1)).toHaveAttribute("href", "/MiG-29");
    await afterWaking(planes);
    await expect(planes).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(2);
  });

  test("a kit filter chosen on the first frame filters the cards, and stays chosen once the strip wakes", async ({
    page,
  }) => {
    await open(page, "/");
    const scale = strip(page).getByRole("combobox", { name: "Skala" });
    const option = scale.locator("option").nth(1);
    const value = (await option.getAttribute("value"))!;
    // Its label counts the models: "1:100 (2 modele)".
    const count = Number(/\((\d+) model/.exec((await option.textContent())!)![1]);
    await scale.tap();
    await scale.selectOption(value);
    await expect(cards(page)).toHaveCount(count, WOKEN);
    await afterWaking(scale);
    await expect(scale).toHaveValue(value);
    await expect(cards(page)).toHaveCount(count);
  });

  test("the right arrow's first tap scrolls the strip by a fifth of its width, and the left one back", async ({
    page,
  }) => {
    await open(page, "/");
    const scrollLeft = () => scroller(page).evaluate((element) => Math.round(element.scrollLeft));
    await stripButton(page, "Przewiń karty w prawo").tap();
    const step = Math.round((await scroller(page).evaluate((element) => element.clientWidth)) / 5);
    await expect.poll(scrollLeft, WOKEN).toBe(step);
    const left = stripButton(page, "Przewiń karty w lewo");
    await expect(left).toHaveAttribute("aria-disabled", "false");
    await left.tap();
    await expect.poll(scrollLeft).toBe(0);
  });

  test("“ukryj nawigację” hides the strip on the first tap and offers “pokaż nawigację”", async ({ page }) => {
    await open(page, "/");
    await stripButton(page, "ukryj nawigację").tap();
    const show = stripButton(page, "pokaż nawigację");
    await expect(show).toBeVisible(WOKEN);
    await expect(show).toBeFocused();
    await expect(strip(page).getByText("nawigacja", { exact: true })).toBeVisible();
    await expect(strip(page).getByRole("list")).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-navigation", "hidden");
    await afterWaking(show);
    await expect(strip(page).getByRole("list")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("navigation"))).toBe("false");
  });

  test.describe("on a tablet, where the narrow cards are offered", () => {
    test.use({ viewport: { width: 820, height: 1180 } });

    test("“Wąskie karty” narrows the cards on the first tap", async ({ page }) => {
      await open(page, "/");
      const narrow = stripButton(page, "Wąskie karty");
      await narrow.tap();
      await expect(narrow).toHaveAttribute("aria-pressed", "true", WOKEN);
      await expect(page.locator("html")).toHaveAttribute("data-overlap", "true");
      const spacing = () =>
        cards(page).evaluateAll(
          ([first, second]) => second!.getBoundingClientRect().left - first!.getBoundingClientRect().right,
        );
      await expect.poll(spacing).toBeLessThan(0);
      await afterWaking(narrow);
      await expect(narrow).toHaveAttribute("aria-pressed", "true");
      expect(await page.evaluate(() => localStorage.getItem("overlap"))).toBe("true");
    });
  });
});

test.describe("the banner", () => {
  test("the gear's first tap shows the slide controls", async ({ page }) => {
    await open(page, "/");
    const gear = banner(page).getByRole("button", { name: "Sterowanie bannerem" });
    await gear.tap();
    await expect(gear).toHaveAttribute("aria-expanded", "true", WOKEN);
    await expect(banner(page).getByRole("button", { name: "Następny banner" })).toBeVisible();
    await afterWaking(gear);
    await expect(gear).toHaveAttribute("aria-expanded", "true");
  });

  test("“Następny banner” moves to the next slide on its first tap", async ({ page }) => {
    await open(page, "/");
    const start = await currentSlide(page);
    expect(start).toBeGreaterThanOrEqual(0);
    await banner(page).getByRole("button", { name: "Sterowanie bannerem" }).tap();
    await banner(page).getByRole("button", { name: "Następny banner" }).tap(WOKEN);
    const expected = (start + 1) % banners.length;
    await expect(banner(page).getByRole("link")).toHaveAccessibleName(banners[expected]!.name);
    await expect.poll(() => currentSlide(page)).toBe(expected);
  });

  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });

    test("“Wstrzymaj pokaz” pauses the slide's zoom on its first tap", async ({ page }) => {
      await open(page, "/");
      await banner(page).getByRole("button", { name: "Sterowanie bannerem" }).tap();
      await banner(page).getByRole("button", { name: "Wstrzymaj pokaz" }).tap(WOKEN);
      await expect(banner(page).getByRole("button", { name: "Wznów pokaz" })).toBeVisible();
      await expect
        .poll(() =>
          banner(page)
            .locator("img")
            .last()
            .evaluate((image) => image.parentElement!.parentElement!.getAnimations()[0]?.playState),
        )
        .toBe("paused");
      expect(await page.evaluate(() => localStorage.getItem("bannerState"))).toBe("paused");
    });
  });

  test("“Ukryj banner” hides it on the first tap and offers “Pokaż banner”", async ({ page }) => {
    await open(page, "/");
    await banner(page).getByRole("button", { name: "Ukryj banner" }).tap();
    const show = banner(page).getByRole("button", { name: "Pokaż banner" });
    await expect(show).toBeVisible(WOKEN);
    await expect(show).toHaveText("banner");
    await expect(banner(page).getByRole("link")).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-banner", "hidden");
    await afterWaking(show);
    await expect(banner(page).getByRole("link")).toBeHidden();
    await expect(show).toBeVisible();
  });
});
