import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./hydration.ts";

const HEL = { name: "Latarnia morska Hel", address: "Bałtycka 4, 84-150 Hel" };
/** Strings only Leaflet's own code and stylesheet contain. */
const LEAFLET_CODE = "Invalid LatLng object";
const LEAFLET_CSS = ".leaflet-pane";

let blankTile: Buffer;
test.beforeAll(async () => {
  // A plain 256x256 tile in OSM's land colour: the tile service is not reachable from tests.
  blankTile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#f2efe9" } })
    .png()
    .toBuffer();
});

/** Answers every OpenStreetMap tile request with the local blank tile; returns the zoom levels asked for. */
async function stubTiles(page: Page): Promise<number[]> {
  const zooms: number[] = [];
  const answer = (route: Route) => {
    const zoom = /\/(\d+)\/\d+\/\d+\.png$/.exec(new URL(route.request().url()).pathname)?.[1];
    if (zoom) zooms.push(Number(zoom));
    return route.fulfill({ status: 200, contentType: "image/png", body: blankTile });
  };
  await page.route("**/*.tile.openstreetmap.org/**", answer);
  await page.route("https://tile.openstreetmap.org/**", answer);
  return zooms;
}

/**
 * Uncaught exceptions and console errors of the page, and failed loads of what the maps use (scripts, styles,
 * images, tiles). Other failed loads (a missing favicon) are other features' business.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  const mapAsset = (url: string) => /\/(assets|images)\/|tile\.openstreetmap\.org/.test(url);
  page.on("response", (response) => {
    if (response.status() >= 400 && mapAsset(response.url())) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    if (mapAsset(request.url())) errors.push(`failed: ${request.url()}`);
  });
  return errors;
}

/** An element's box in page coordinates, unaffected by scrolling. */
function pageBox(element: Locator) {
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { top: rect.top + window.scrollY, left: rect.left, width: rect.width, height: rect.height };
  });
}

function modelMap(page: Page) {
  return page.getByRole("region", { name: `Mapa: ${HEL.name}` });
}

async function activateModelMap(page: Page): Promise<Locator> {
  const map = modelMap(page);
  await (await hydrated(map.getByRole("button", { name: "Kliknij by aktywować" }))).click();
  await expect(map.getByRole("button", { name: HEL.name })).toBeVisible();
  return map;
}

/** Scripts and stylesheets the page requested so far. */
function collectAssets(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.resourceType() === "stylesheet") urls.push(request.url());
  });
  return urls;
}

for (const path of ["/", "/Hel"]) {
  test(`the first load of ${path} ships no Leaflet code or CSS`, async ({ page }) => {
    await stubTiles(page);
    const assets = collectAssets(page);
    await page.goto(path, { waitUntil: "networkidle" });
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((url) => /leaflet/i.test(url))).toEqual([]);
    for (const url of assets) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain(LEAFLET_CODE);
      expect(body, url).not.toContain(LEAFLET_CSS);
    }
  });
}

test("activating the model map fetches Leaflet's code and CSS", async ({ page }) => {
  await stubTiles(page);
  const assets = collectAssets(page);
  await page.goto("/Hel", { waitUntil: "networkidle" });
  const before = assets.length;
  await activateModelMap(page);
  const loaded = assets.slice(before).filter((url) => /leaflet/i.test(url));
  expect(loaded.some((url) => url.endsWith(".js"))).toBe(true);
  expect(loaded.some((url) => url.endsWith(".css"))).toBe(true);
  await expect(page.locator(".leaflet-container")).toHaveCSS("position", "relative");
});

test("the server renders the map box at its final size with the overlay, so activating shifts nothing", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/Hel")).text();
  expect(html).toContain("Kliknij by aktywować");
  expect(html).not.toContain("leaflet-container");

  await stubTiles(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/Hel");
  const map = modelMap(page);
  const facts = page.getByRole("term").first();
  const boxBefore = await pageBox(map);
  const factsBefore = await pageBox(facts);
  expect(boxBefore.height).toBe(320);
  await activateModelMap(page);
  expect(await pageBox(map)).toEqual(boxBefore);
  expect(await pageBox(facts)).toEqual(factsBefore);
});

test("the model map's toggles wait for activation, then switch size and view with Polish names", async ({ page }) => {
  const zooms = await stubTiles(page);
  const errors = collectErrors(page);
  await page.goto("/Hel");
  const map = modelMap(page);
  const size = map.getByRole("button", { name: "duże okno" });
  await expect(size).toHaveAttribute("title", "duże okno");
  await expect(size).toHaveAttribute("aria-disabled", "true");
  // Playwright will not click a button marked aria-disabled unless forced; a visitor can.
  await (await hydrated(size)).click({ force: true });
  await expect(size).toHaveAttribute("title", "duże okno");

  await activateModelMap(page);
  // The marker can show before the first tile is asked for.
  await expect.poll(() => zooms.length).toBeGreaterThan(0);
  expect(new Set(zooms)).toEqual(new Set([17]));

  await map.getByRole("button", { name: "duże okno" }).click();
  await expect(map.getByRole("button", { name: "małe okno" })).toHaveAttribute("title", "małe okno");
  await expect.poll(async () => (await map.boundingBox())?.height).toBe(640);

  zooms.length = 0;
  await map.getByRole("button", { name: "widok Polski" }).click();
  await expect(map.getByRole("button", { name: "widok szczegółowy" })).toHaveAttribute("title", "widok szczegółowy");
  await expect.poll(() => zooms.includes(6)).toBe(true);

  zooms.length = 0;
  await map.getByRole("button", { name: "małe okno" }).click();
  await expect.poll(async () => (await map.boundingBox())?.height).toBe(320);
  await expect.poll(() => zooms.includes(5)).toBe(true);

  await map.getByRole("button", { name: "widok szczegółowy" }).click();
  await expect(map.getByRole("button", { name: "widok Polski" })).toBeVisible();
  // The zoom-17 tiles come back from the page's memory cache, not the network, so the DOM is what to watch; a
  // busy machine may take longer than the default 5 s to lay them out.
  await expect
    .poll(() => map.locator("img.leaflet-tile").evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("src"))), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining([expect.stringMatching(/\/17\/\d+\/\d+\.png$/)]));
  expect(errors).toEqual([]);
});

test("the model map's marker opens a popup with the name and address", async ({ page }) => {
  await stubTiles(page);
  await page.goto("/Hel");
  const map = await activateModelMap(page);
  await map.getByRole("button", { name: HEL.name }).click();
  const popup = map.locator(".leaflet-popup");
  await expect(popup).toContainText(HEL.name);
  await expect(popup).toContainText(HEL.address);
  await map.getByRole("button", { name: "Zamknij" }).click();
  await expect(popup).toHaveCount(0);
});

test("the map is keyboard operable: Tab reaches its buttons and activating moves focus into the map", async ({
  page,
}) => {
  await stubTiles(page);
  await page.goto("/Hel");
  const map = modelMap(page);
  const activate = await hydrated(map.getByRole("button", { name: "Kliknij by aktywować" }));
  await activate.focus();
  await page.keyboard.press("Tab");
  await expect(map.getByRole("button", { name: "widok Polski" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(map.getByRole("button", { name: "duże okno" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(activate).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(map.getByRole("button", { name: HEL.name })).toBeVisible();
  await expect(map.locator(".leaflet-container")).toBeFocused();

  await map.getByRole("button", { name: "duże okno" }).focus();
  await page.keyboard.press("Enter");
  await expect(map.getByRole("button", { name: "małe okno" })).toBeFocused();
});

test("without the tile service the map still works and credits OpenStreetMap", async ({ page }) => {
  await page.route("**/*.tile.openstreetmap.org/**", (route) => route.abort("internetdisconnected"));
  await page.route("https://tile.openstreetmap.org/**", (route) => route.abort("internetdisconnected"));
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto("/Hel");
  const map = await activateModelMap(page);
  await expect(map.getByRole("link", { name: "Współtwórcy OpenStreetMap" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/copyright",
  );
  await map.getByRole("button", { name: HEL.name }).click();
  await expect(map.locator(".leaflet-popup")).toContainText(HEL.address);
  await map.getByRole("button", { name: "Przybliż" }).click();
  await expect(page.getByRole("heading", { level: 1, name: HEL.name })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a model without a position has no map", async ({ page }) => {
  await page.goto("/Curiosity");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Mapa/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Kliknij by aktywować" })).toHaveCount(0);
});

test.describe("the home map", () => {
  function homeMap(page: Page) {
    return page.getByRole("region", { name: "Mapa modeli" });
  }

  async function activateHomeMap(page: Page): Promise<Locator> {
    const map = homeMap(page);
    await (await hydrated(map.getByRole("button", { name: "Kliknij by aktywować" }))).click();
    await expect(map.getByRole("button", { name: "Zamek w Będzinie" })).toBeVisible();
    return map;
  }

  /** Opens a place's popup from the keyboard (neighbouring icons overlap at the country-wide zoom). */
  async function openPopup(map: Locator, name: string): Promise<Locator> {
    await map.getByRole("button", { name, exact: true }).focus();
    await map.page().keyboard.press("Enter");
    const link = map.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    return link;
  }

  test("shows each place's 50x50 icon from the site's images", async ({ page }) => {
    await stubTiles(page);
    const errors = collectErrors(page);
    await page.goto("/");
    const map = await activateHomeMap(page);
    for (const [name, icon] of [
      ["Latarnia morska Hel", "/images/icons/Hel.webp"],
      ["Zamek w Będzinie", "/images/icons/Bedzin.webp"],
    ] as const) {
      const marker = map.getByRole("button", { name, exact: true });
      await expect(marker).toHaveAttribute("src", icon);
      // The 100x100 image is drawn at 50x50, sharp on high-density screens.
      await expect
        .poll(() => marker.evaluate((image: HTMLImageElement) => [image.width, image.height, image.naturalWidth]))
        .toEqual([50, 50, 100]);
    }
    expect(await map.locator(".leaflet-marker-icon").count()).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });

  test("a popup link opens the place's page in the app and scrolls its heading below the sticky header", async ({
    page,
  }) => {
    await stubTiles(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("autoScroll", "true"));
    const map = await activateHomeMap(page);
    const link = await openPopup(map, "Zamek w Będzinie");
    await expect(link).toHaveAttribute("href", "/Bedzin");
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await link.click();

    await expect(page).toHaveURL(/\/Bedzin$/);
    const heading = page.getByRole("heading", { level: 1, name: "Zamek w Będzinie" });
    await expect(heading).toBeVisible();
    expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
    const headerHeight = await page
      .locator("header")
      .first()
      .evaluate((header) => Math.round(header.getBoundingClientRect().height));
    await expect
      .poll(() => heading.evaluate((node) => Math.round(node.getBoundingClientRect().top)), { timeout: 5000 })
      .toBe(headerHeight);
  });

  test("with autoScroll off a popup link leaves the new page at its top", async ({ page }) => {
    await stubTiles(page);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("autoScroll", "false"));
    const map = await activateHomeMap(page);
    await (await openPopup(map, "Latarnia morska Hel")).click();
    await expect(page.getByRole("heading", { level: 1, name: HEL.name })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the size toggle switches between the small box and the full-width large one", async ({ page }) => {
    await stubTiles(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const map = await activateHomeMap(page);
    const small = await pageBox(map);
    expect(small.height).toBe(480);
    await map.getByRole("button", { name: "duże okno" }).click();
    await expect(map.getByRole("button", { name: "małe okno" })).toHaveAttribute("title", "małe okno");
    const main = await pageBox(page.locator("main"));
    await expect.poll(async () => (await pageBox(map)).height).toBe(800);
    const large = await pageBox(map);
    expect(large.width).toBeGreaterThan(small.width);
    expect(large.width).toBeGreaterThan(main.width * 0.9);
    await map.getByRole("button", { name: "małe okno" }).click();
    await expect.poll(async () => (await pageBox(map)).height).toBe(480);
  });

  test("on a phone the map is 24rem high, and 40rem enlarged", async ({ page }) => {
    await stubTiles(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const map = await activateHomeMap(page);
    expect((await pageBox(map)).height).toBe(384);
    await map.getByRole("button", { name: "duże okno" }).click();
    await expect.poll(async () => (await pageBox(map)).height).toBe(640);
  });
});
