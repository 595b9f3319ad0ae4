import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { models, seedView, updates } from "#features/catalog/index.server.ts";
import { E2E_PORT } from "./ports.ts";
import { hydrated } from "./hydration.ts";
import { lockHomeTexts, unlockHomeTexts } from "./home-texts-lock.ts";

/** Hooks outside a test have no `baseURL` fixture. */
const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The admin the e2e server seeds (scripts/lib/admin.ts). */
const ADMIN = { login: "admin", password: "admin-lokalnie" };

/**
 * Uncaught exceptions, console errors (hydration mismatches land here) and failed requests of the page. The
 * browser's own favicon request is left out: the favicon is not this page's.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    // A failed request is reported below with its address.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && pathname !== "/favicon.svg") errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** The viewer keeps its neighbouring slides in the page, inert: the caption link of the slide on screen. */
function currentCaptionLink(page: Page): Locator {
  return page.locator(".yarl__slide_current").getByRole("link", { name: "Przejdź do galerii" });
}

function infoBox(page: Page): Locator {
  return page.getByRole("region", { name: "Informacje" });
}

/** Signs in through the API; `request` shares its cookies with the page, so the browser is signed in too. */
async function signInAsAdmin(request: APIRequestContext) {
  const response = await request.post("/api/users/verify", { data: ADMIN });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ verify: true, admin: true });
}

test.describe("recent updates", () => {
  // The admin's test below adds an entry for a moment: the count of the built-in ten must not see it.
  test.describe.configure({ mode: "serial" });
  // owner-forms and owner-story change the list too: it is theirs only in turn (home-texts-lock.ts).
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await lockHomeTexts();
  });
  test.afterAll(unlockHomeTexts);

  test("show the three newest, expand three at a time to all ten and collapse back", async ({ page }) => {
    await page.goto("/");
    const block = page.getByRole("region", { name: "Ostatnie aktualizacje" });
    const entries = block.getByRole("listitem");
    await expect(entries).toHaveCount(3);
    const newest = [...updates].sort((a, b) => b.id - a.id)[0]!;
    await expect(entries.first()).toContainText(newest.date);
    await expect(entries.first().locator("time")).toHaveAttribute("datetime", "2025-08-18");
    const more = await hydrated(block.getByRole("button", { name: "Pokaż więcej" }));
    for (const count of [6, 9, 10]) {
      await more.click();
      await expect(entries).toHaveCount(count);
    }
    await expect(entries.last()).toContainText("24-08-2024");
    await block.getByRole("button", { name: "Zwiń" }).click();
    await expect(entries).toHaveCount(3);
    await expect(block.getByRole("button", { name: "Pokaż więcej" })).toBeVisible();
  });

  test("the admin adds an update in place, a visitor sees it first, and the admin deletes it", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page.request);
    await page.goto("/");
    const block = page.getByRole("region", { name: "Ostatnie aktualizacje" });
    await (await hydrated(block.getByRole("button", { name: "dodaj aktualizację" }))).click();
    const form = block.getByRole("form", { name: "Nowa aktualizacja" });
    await form.getByLabel("Data").fill("2030-01-02");
    await form.getByLabel("Treść").fill("Nowa galeria: latarnia w Helu nocą.");
    await form.getByLabel("Model (opcjonalnie)").selectOption("Hel");
    await form.getByRole("button", { name: "Zapisz" }).click();
    await expect(form).toHaveCount(0);
    await expect(block.getByRole("listitem").first()).toContainText("02-01-2030");

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/");
    const first = visitor.getByRole("region", { name: "Ostatnie aktualizacje" }).getByRole("listitem").first();
    await expect(first).toContainText("Nowa galeria: latarnia w Helu nocą.");
    await expect(first.locator("time")).toHaveAttribute("datetime", "2030-01-02");
    await expect(visitor.getByRole("button", { name: "dodaj aktualizację" })).toHaveCount(0);

    await block.getByRole("button", { name: "usuń wpis z 02-01-2030" }).click();
    await block.getByRole("button", { name: "Usuń", exact: true }).click();
    await expect(block.getByText("Nowa galeria: latarnia w Helu nocą.")).toHaveCount(0);
    await expect(block.getByRole("listitem")).toHaveCount(3);
    await visitor.reload();
    await expect(visitor.getByText("Nowa galeria: latarnia w Helu nocą.")).toHaveCount(0);
  });
});

test.describe("the top of the home page", () => {
  test("puts the info box beside the map, and above it while the map is enlarged", async ({ page }) => {
    // The tile service is not reachable from tests, and the layout does not need tiles.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const info = infoBox(page);
    const map = page.getByRole("region", { name: "Mapa modeli" });
    const box = (locator: Locator) => locator.evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect);
    let [infoRect, mapRect] = [await box(info), await box(map)];
    expect(Math.abs(infoRect.top - mapRect.top)).toBeLessThan(2);
    expect(mapRect.left).toBeGreaterThanOrEqual(infoRect.right);

    await (await hydrated(map.getByRole("button", { name: "Kliknij by aktywować" }))).click();
    await map.getByRole("button", { name: "duże okno" }).click();
    await expect(map.getByRole("button", { name: "małe okno" })).toBeVisible();
    [infoRect, mapRect] = [await box(info), await box(map)];
    expect(mapRect.top).toBeGreaterThanOrEqual(infoRect.bottom);
    expect(mapRect.width).toBeGreaterThan(infoRect.width - 2);

    await map.getByRole("button", { name: "małe okno" }).click();
    [infoRect, mapRect] = [await box(info), await box(map)];
    expect(Math.abs(infoRect.top - mapRect.top)).toBeLessThan(2);
  });
});

test.describe("random galleries on the home page", () => {
  test("count the catalogue's galleries and photos with Polish plurals", async ({ page }) => {
    const stats = seedView.galleryStats();
    expect(stats.galleries).toBe(models.filter((model) => model.gallery.length > 0).length);
    await page.goto("/");
    const block = page.getByRole("region", { name: "Losowe galerie" });
    await expect(block).toContainText(`Łącznie: ${stats.galleries} galerii, ${stats.photos} zdjęć`);
    await expect(block.getByRole("link", { name: "Zobacz wszystkie galerie" })).toHaveAttribute("href", "/Galerie");
  });

  test("a thumbnail opens the viewer over a blurred backdrop with the photo's title and a gallery link", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    const block = page.getByRole("region", { name: "Losowe galerie" });
    const thumbnails = block.getByRole("button", { name: /^Powiększ zdjęcie: / });
    await expect(thumbnails).toHaveCount(6);
    const label = (await thumbnails.first().getAttribute("aria-label"))!;
    const title = label.replace("Powiększ zdjęcie: ", "");
    await (await hydrated(thumbnails.first())).click();
    const link = currentCaptionLink(page);
    await expect(link).toBeVisible();
    await expect(page.locator(".yarl__slide_current")).toContainText(title);
    await expect(link).toHaveAttribute("href", /\?photo=[a-z]+-\d{2,3}#galeria$/);
    const backdrop = await page.locator(".yarl__container").evaluate((node) => getComputedStyle(node).backdropFilter);
    expect(backdrop).toContain("blur");
    await page.keyboard.press("Escape");
    await expect(link).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("the random gallery page", () => {
  test("shows one 200x200 thumbnail of every model with a gallery, and hydrates the server's order", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/Galerie");
    await expect(page).toHaveTitle("Galerie | Kartonowe budowle");
    const tiles = page.getByRole("main").getByRole("listitem");
    await expect(tiles).toHaveCount(seedView.galleryStats().galleries);
    const pagesOf = () =>
      tiles.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const serverOrder = await pagesOf();
    expect(new Set(serverOrder).size).toBe(serverOrder.length);
    const image = tiles.first().locator("img");
    await expect(image).toHaveAttribute("width", "200");
    await expect(image).toHaveAttribute("src", /^\/images\/models\/.+\/thumbs-200\/.+\.webp$/);
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBe(200);
    await hydrated(tiles.first().getByRole("button"));
    expect(await pagesOf()).toEqual(serverOrder);
    expect(errors).toEqual([]);
  });

  test("draws again on request", async ({ page }) => {
    await page.goto("/Galerie");
    const names = page.getByRole("main").getByRole("listitem").getByRole("link");
    const before = await names.allTextContents();
    const button = await hydrated(page.getByRole("button", { name: "Wylosuj inne zdjęcia" }));
    const sources = () =>
      page
        .getByRole("main")
        .getByRole("listitem")
        .locator("img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    const firstSources = await sources();
    await button.click();
    await expect.poll(sources).not.toEqual(firstSources);
    expect((await names.allTextContents()).sort()).toEqual([...before].sort());
  });

  test("the viewer's caption leads to that photo in the model's gallery", async ({ page }) => {
    test.slow(); // two page loads and a client navigation to a page not visited yet
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("autoScroll", "false"));
    await page.goto("/Galerie");
    const tile = page.getByRole("main").getByRole("listitem").first();
    const name = (await tile.getByRole("link").textContent())!;
    const path = decodeURIComponent((await tile.getByRole("link").getAttribute("href"))!);
    await (await hydrated(tile.getByRole("button"))).click();
    const link = currentCaptionLink(page);
    await expect(link).toBeVisible();
    const photo = (await page.locator(".yarl__slide_current img").getAttribute("src"))!;
    const href = decodeURIComponent((await link.getAttribute("href"))!);
    const model = models.find((candidate) => candidate.path === path)!;
    expect(model.name).toBe(name);
    expect(href.startsWith(`${model.path}?photo=`)).toBe(true);
    await link.click();
    // The model page's code and data load on the first visit: allow a slow machine its time. (Its heading is read
    // by id: the gallery's own viewer opens over the page and hides the rest from the accessibility tree.)
    await expect(page.locator("#naglowek-artykulu")).toHaveText(name, { timeout: 15_000 });
    const url = new URL(page.url());
    expect(decodeURIComponent(url.pathname)).toBe(model.path);
    expect(url.search).toMatch(/^\?photo=[a-z]+-\d{2,3}$/);
    expect(url.hash).toBe("#galeria");
    // The model's gallery opens the very photo the visitor was looking at.
    await expect(page.locator(".yarl__slide_current img")).toHaveAttribute("src", photo);
    await expect(currentCaptionLink(page)).toHaveCount(0);
  });

  test("with autoScroll on, the model page scrolls to its heading just below the sticky header", async ({ page }) => {
    test.slow(); // two page loads and a client navigation to a page not visited yet
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("autoScroll", "true"));
    await page.goto("/Galerie");
    const tile = page.getByRole("main").getByRole("listitem").first();
    const name = (await tile.getByRole("link").textContent())!;
    await (await hydrated(tile.getByRole("button"))).click();
    await currentCaptionLink(page).click();
    const heading = page.locator("#naglowek-artykulu");
    await expect(heading).toHaveText(name, { timeout: 15_000 });
    expect(new URL(page.url()).hash).toBe("");
    await expect
      .poll(async () => {
        const headerBottom = await page
          .locator("header")
          .first()
          .evaluate((node) => node.getBoundingClientRect().bottom);
        const headingTop = await heading.evaluate((node) => node.getBoundingClientRect().top);
        return Math.abs(headingTop - headerBottom);
      })
      .toBeLessThan(4);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe("the info box", () => {
  // These tests share the one stored text: run them in order and put the seeded text back afterwards.
  test.describe.configure({ mode: "serial" });
  let original = "";

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await lockHomeTexts();
  });
  test.afterAll(unlockHomeTexts);

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    original = ((await (await request.get("/api/info")).json()) as { content: string }).content;
    await request.dispose();
  });

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    await signInAsAdmin(request);
    expect((await request.post("/api/info", { data: { content: original } })).status()).toBe(200);
    await request.dispose();
  });

  test("is rendered on the server with links inside the site and no edit button for visitors", async ({
    page,
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const noScript = await context.newPage();
    await noScript.goto("/");
    await expect(infoBox(noScript).getByRole("heading", { name: /Witaj/ })).toBeVisible();
    await expect(infoBox(noScript).getByRole("status")).toHaveCount(0);
    await context.close();

    await page.goto("/");
    const link = infoBox(page).getByRole("link", { name: "oświetleniu modeli" });
    await expect(infoBox(page).getByRole("button", { name: "edycja" })).toHaveCount(0);
    await (await hydrated(link)).click();
    await expect(page).toHaveURL(/\/Oswietlenie$/);
  });

  test("a guest cannot change it through the API", async ({ request }) => {
    const response = await request.post("/api/info", { data: { content: "Podmiana" } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Zaloguj się jako administrator, aby to zrobić" });
  });

  test("the admin edits the text, a visitor sees it, and a javascript: link is no link", async ({ page, browser }) => {
    await signInAsAdmin(page.request);
    await page.goto("/");
    const box = infoBox(page);
    await (await hydrated(box.getByRole("button", { name: "edycja" }))).click();
    const textarea = box.getByRole("textbox", { name: "Tekst informacyjny (Markdown)" });
    await expect(textarea).toHaveValue(original);
    const text = [
      "## Nowości w pracowni",
      "",
      "Zajrzyj na [latarnię w Helu](/Hel) albo [stronę OSM](https://www.openstreetmap.org).",
      "",
      "To [nie jest link](javascript:alert(document.cookie)), a to <b>nie jest HTML</b>.",
    ].join("\n");
    await textarea.fill(text);
    await box.getByRole("button", { name: "Aktualizuj" }).click();
    await expect(textarea).toHaveCount(0);
    await expect(box.getByRole("heading", { name: "Nowości w pracowni" })).toBeVisible();
    await expect(box.getByRole("button", { name: "edycja" })).toBeFocused();

    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    const dialogs: string[] = [];
    guest.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await guest.goto(page.url());
    const guestBox = infoBox(guest);
    await expect(guestBox.getByRole("heading", { name: "Nowości w pracowni" })).toBeVisible();
    await expect(guestBox.getByRole("link", { name: "latarnię w Helu" })).toHaveAttribute("href", "/Hel");
    await expect(guestBox.getByRole("link", { name: "stronę OSM" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org",
    );
    await expect(guestBox.getByRole("link", { name: "nie jest link" })).toHaveCount(0);
    await expect(guestBox.locator("a[href^='javascript']")).toHaveCount(0);
    await guestBox.getByText("nie jest link").click();
    // Raw HTML is dropped: the tags go, their text stays as text.
    await expect(guestBox.locator("b")).toHaveCount(0);
    await expect(guestBox).toContainText("a to nie jest HTML.");
    await expect(guestBox.getByRole("button", { name: "edycja" })).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await visitor.close();
  });

  test("Anuluj drops the draft; a refused save keeps it and says why", async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto("/");
    const box = infoBox(page);
    const saved = (await (await page.request.get("/api/info")).json()) as { content: string };
    await (await hydrated(box.getByRole("button", { name: "edycja" }))).click();
    await box.getByRole("textbox").fill("Szkic, którego nikt nie zapisze");
    await box.getByRole("button", { name: "Anuluj" }).click();
    await box.getByRole("button", { name: "edycja" }).click();
    await expect(box.getByRole("textbox")).toHaveValue(saved.content);

    // The session ends in the meantime (signed out in another tab): the save is refused.
    await page.request.post("/api/users/logout");
    await box.getByRole("textbox").fill("Tekst po wylogowaniu");
    await box.getByRole("button", { name: "Aktualizuj" }).click();
    await expect(box.getByRole("alert")).toHaveText("Zaloguj się jako administrator, aby to zrobić");
    await expect(box.getByRole("textbox")).toHaveValue("Tekst po wylogowaniu");
    expect(((await (await page.request.get("/api/info")).json()) as { content: string }).content).toBe(saved.content);
  });

  test("an empty text hides the box from visitors but not from the admin", async ({ page, browser }) => {
    await signInAsAdmin(page.request);
    expect((await page.request.post("/api/info", { data: { content: "" } })).status()).toBe(200);
    await page.goto("/");
    await expect(infoBox(page)).toContainText("Tekst informacyjny jest pusty");
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(page.url());
    await expect(guest.getByRole("region", { name: "Losowe galerie" })).toBeVisible();
    await expect(infoBox(guest)).toHaveCount(0);
    await visitor.close();
  });
});
