import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";

function strip(page: Page) {
  return page.getByRole("navigation", { name: "Modele" });
}

function cards(page: Page) {
  return strip(page).getByRole("list").getByRole("link");
}

function search(page: Page) {
  return strip(page).getByRole("searchbox", { name: "Szukaj modelu po nazwie" });
}

/** The category buttons, in the order the toolbar shows them. */
const CATEGORIES = [
  "wszystkie modele",
  "latarnie morskie",
  "zamki i ratusze",
  "kościoły",
  "kosmos",
  "figurki",
  "samoloty",
  "z oświetleniem",
  "gpm",
  "darmowe",
];

function button(page: Page, name: string) {
  return strip(page).getByRole("button", { name, exact: true });
}

function scroller(page: Page) {
  return strip(page).getByRole("list").locator("..");
}

/** Focus drawn by the site's `:focus-visible` ring: 3 px, solid, in the light theme's focus blue. */
async function expectVisibleFocus(element: Locator) {
  await expect(element).toBeFocused();
  await expect(element).toBeInViewport();
  expect(
    await element.evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        focusVisible: node.matches(":focus-visible"),
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      };
    }),
  ).toEqual({ focusVisible: true, outline: "solid 3px rgb(26, 95, 180)" });
}

/** Presses Tab until `element` has focus, at most `limit` times; fails if it never does. */
async function tabTo(page: Page, element: Locator, limit: number) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await element.evaluate((node) => node === document.activeElement)) return;
  }
  await expect(element).toBeFocused();
}

/** Whether box `b` comes after box `a` in reading order: further right on the same row, or on a lower row. */
function readsAfter(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  const sameRow = b.y < a.y + a.height && a.y < b.y + b.height;
  return sameRow ? b.x >= a.x + a.width - 1 : b.y >= a.y + a.height - 1;
}

/** Opens `path` and waits for the strip to hydrate. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(search(page));
}

/** The strip's two kit selects (publisher, scale) sit between the categories and the toggles. */
const KIT_FILTERS = 2;

test("shows every model, newest first, with the model under construction leading", async ({ page }) => {
  await open(page, "/");
  await expect(cards(page)).toHaveCount(39);
  await expect(strip(page).getByRole("status")).toHaveText("39 modeli");
  await expect(cards(page).first()).toHaveAccessibleName("Rakieta Starship S30 w budowie");
  await expect(cards(page).last()).toHaveAttribute("href", "/Niechorze");
  // Lazy pictures with their size, so nothing shifts while they arrive.
  const picture = cards(page).nth(1).locator("img");
  await expect(picture).toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", "300");
  await expect(picture).toHaveAttribute("height", "400");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("search `bedzin` finds Będzin and `swinoujscie` finds Świnoujście", async ({ page }) => {
  await open(page, "/Hel");
  await search(page).fill("bedzin");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName(/Zamek w Będzinie/);
  await expect(strip(page).getByRole("status")).toHaveText("1 model");

  await search(page).fill("swinoujscie");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName(/Latarnia morska Świnoujście/);

  await search(page).fill("zamek z piasku");
  await expect(cards(page)).toHaveCount(0);
  await expect(strip(page).getByRole("status")).toHaveText("Brak wyników");
});

test("submitting a search with exactly one result opens that model page", async ({ page }) => {
  await open(page, "/");
  await search(page).fill("latarnia");
  await search(page).press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await search(page).fill("KRYNICA");
  await search(page).press("Enter");
  await expect(page).toHaveURL(/\/Krynica%20Morska$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Krynica Morska");
  await expect(cards(page).first()).toHaveAttribute("aria-current", "page");
});

test("category buttons filter the cards and focusing the search resets them", async ({ page }) => {
  await open(page, "/");
  const planes = strip(page).getByRole("button", { name: "samoloty" });
  await planes.click();
  await expect(planes).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(2);
  await expect(strip(page).getByRole("status")).toHaveText("2 modele");
  await expect(cards(page).nth(0)).toHaveAttribute("href", "/PhantomF4");
  await expect(cards(page).nth(1)).toHaveAttribute("href", "/MiG-29");

  await strip(page).getByRole("button", { name: "latarnie morskie" }).click();
  await expect(cards(page)).toHaveCount(17);
  await expect(strip(page).getByRole("status")).toHaveText("17 modeli");

  await strip(page).getByRole("button", { name: "darmowe" }).click();
  for (const href of await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect([
      "/StarshipS30",
      "/SaturnV",
      "/StarshipSN15",
      "/Falcon9",
      "/Predator",
      "/Curiosity",
      "/AtlasV",
      "/Mauler",
    ]).toContain(href);
  }

  await search(page).focus();
  await expect(cards(page)).toHaveCount(39);
  await expect(strip(page).locator("[aria-pressed='true']")).toHaveCount(0);
});

test("the arrows scroll the strip by a fifth of its width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  const scroller = strip(page).getByRole("list").locator("..");
  const width = await scroller.evaluate((element) => element.clientWidth);
  await strip(page).getByRole("button", { name: "Przewiń karty w prawo" }).click();
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(Math.round(width / 5));
  await strip(page).getByRole("button", { name: "Przewiń karty w lewo" }).click();
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
});

test("works with the keyboard alone: search, Tab to the card, Enter opens it", async ({ page }) => {
  await open(page, "/");
  await search(page).focus();
  await page.keyboard.type("rozewie");
  await expect(cards(page)).toHaveCount(1);
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press("Tab");
    if (
      await cards(page)
        .first()
        .evaluate((card) => card === document.activeElement)
    )
      break;
  }
  await expect(cards(page).first()).toBeFocused();
  // Focus reveals the year and the name.
  await expect(cards(page).first().getByText("2004")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/Rozewie$/);
});

test("Tab and Shift+Tab reach the categories, both toggles, the arrows and the cards in the order they are drawn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  await search(page).focus();
  // One card left, so the right arrow comes right after it.
  await page.keyboard.type("rozewie");
  await expect(cards(page)).toHaveCount(1);
  const order = [
    search(page),
    ...CATEGORIES.map((name) => button(page, name)),
    page.getByRole("combobox", { name: "Wydawca zestawu" }),
    page.getByRole("combobox", { name: "Skala" }),
    button(page, "Wąskie karty"),
    button(page, "ukryj nawigację"),
    button(page, "Przewiń karty w lewo"),
    cards(page).first(),
    button(page, "Przewiń karty w prawo"),
  ];
  const boxes = [];
  for (const element of order.slice(1)) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(element);
    boxes.push(await element.boundingBox());
  }
  for (let index = 1; index < boxes.length; index++) {
    expect(readsAfter(boxes[index - 1]!, boxes[index]!), `stop ${index + 1} reads after stop ${index}`).toBe(true);
  }
  for (const element of order.slice(0, -1).reverse()) {
    await page.keyboard.press("Shift+Tab");
    await expect(element).toBeFocused();
  }
  // Focus on the search box starts a new search, as on any focus: every model is back.
  await expect(search(page)).toHaveValue("");
  await expect(cards(page)).toHaveCount(39);
});

test("Enter and Space on the arrows scroll the strip a fifth of its width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  const left = button(page, "Przewiń karty w lewo");
  const right = button(page, "Przewiń karty w prawo");
  const step = Math.round((await scroller(page).evaluate((element) => element.clientWidth)) / 5);
  const scrollLeft = () => scroller(page).evaluate((element) => Math.round(element.scrollLeft));
  // Only the scroll position is set by hand: the strip as a visitor left it after scrolling by other means.
  const scrollTo = (left: number) =>
    scroller(page).evaluate((element, left) => element.scrollTo({ left, behavior: "instant" }), left);

  await search(page).focus();
  await tabTo(page, left, CATEGORIES.length + KIT_FILTERS + 3);
  await expectVisibleFocus(left);
  await scrollTo(2 * step);
  await page.keyboard.press("Enter");
  await expect.poll(scrollLeft).toBe(step);
  await page.keyboard.press("Space");
  await expect.poll(scrollLeft).toBe(0);
  await expect(left).toHaveAttribute("aria-disabled", "true");
  await expect(left).toBeFocused();

  // Past every card to the right arrow.
  await tabTo(page, right, 40);
  await expectVisibleFocus(right);
  await scrollTo(0);
  await page.keyboard.press("Enter");
  await expect.poll(scrollLeft).toBe(step);
  await page.keyboard.press("Space");
  await expect.poll(scrollLeft).toBe(2 * step);
  await expect(right).toBeFocused();
  await expect(left).toHaveAttribute("aria-disabled", "false");
});

test("the narrow/wide toggle and `ukryj nawigację` work from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  const narrow = button(page, "Wąskie karty");
  await search(page).focus();
  await tabTo(page, narrow, CATEGORIES.length + KIT_FILTERS + 1);
  await expectVisibleFocus(narrow);
  await page.keyboard.press("Space");
  await expect(narrow).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-overlap", "true");
  await page.keyboard.press("Enter");
  await expect(narrow).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("html")).not.toHaveAttribute("data-overlap");

  const hide = button(page, "ukryj nawigację");
  await page.keyboard.press("Tab");
  await expectVisibleFocus(hide);
  await page.keyboard.press("Enter");
  await expect(strip(page).getByRole("list")).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("data-navigation", "hidden");
  await expect(strip(page).getByText("nawigacja", { exact: true })).toBeVisible();
  const show = button(page, "pokaż nawigację");
  await expectVisibleFocus(show);

  await page.keyboard.press("Space");
  await expect(strip(page).getByRole("list")).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-navigation");
  await expect(strip(page).getByText("nawigacja", { exact: true })).toBeHidden();
  await expectVisibleFocus(hide);
  await expect(cards(page)).toHaveCount(39);
});

test("the hidden strip stays folded after a reload, before any script runs", async ({ page }) => {
  await open(page, "/");
  await strip(page).getByRole("button", { name: "ukryj nawigację" }).click();
  await expect(strip(page).getByRole("button", { name: "pokaż nawigację" })).toBeFocused();
  await expect(strip(page).getByText("nawigacja", { exact: true })).toBeVisible();
  await expect(strip(page).getByRole("list")).toBeHidden();

  // Without the app's scripts only the pre-paint script and the styles decide: nothing may flash open.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-navigation", "hidden");
  await expect(strip(page).getByRole("list")).toBeHidden();
  await expect(strip(page).getByRole("button", { name: "pokaż nawigację" })).toBeVisible();

  await page.unroute("**/assets/*.js");
  await page.reload();
  await (await hydrated(strip(page).getByRole("button", { name: "pokaż nawigację" }))).click();
  await expect(strip(page).getByRole("list")).toBeVisible();
  await page.reload();
  await expect(strip(page).getByRole("list")).toBeVisible();
});

test("the narrow/wide choice survives a reload and is not offered on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  const toggle = strip(page).getByRole("button", { name: "Wąskie karty" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  const spacing = () =>
    cards(page).evaluateAll(
      ([first, second]) => second!.getBoundingClientRect().left - first!.getBoundingClientRect().right,
    );
  expect(await spacing()).toBeGreaterThan(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await spacing()).toBeLessThan(0);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-overlap", "true");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await spacing()).toBeLessThan(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(toggle).toBeHidden();
});
