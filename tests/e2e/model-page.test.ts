import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";

/** YouTube cannot be reached offline: its poster and player hosts answer from local stubs. */
const POSTER_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function stubYouTube(page: Page) {
  await page.route("https://i.ytimg.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: POSTER_PNG }),
  );
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Odtwarzacz</title><p>Stub odtwarzacza YouTube</p>",
    }),
  );
}

/** Opens a page and waits until it has settled (hydrated): a click before that reaches no handler. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

const viewer = (page: Page) => page.getByRole("dialog", { name: "Przeglądarka zdjęć" });
/** The slide on screen; its neighbours are preloaded next to it but inert. */
const currentSlide = (page: Page) => viewer(page).locator(".yarl__slide_current");
/**
 * Waits for the viewer to open. The first opening on a page waits for hydration and then fetches the viewer's
 * code, which can take several seconds on a busy machine.
 */
async function expectViewerOpen(page: Page) {
  await expect(viewer(page)).toBeVisible({ timeout: 20_000 });
}

/** Waits until the slide on screen is the one at `position` (e.g. `3 z 14`), by its label and the counter. */
async function expectSlide(page: Page, position: string) {
  await expect(currentSlide(page)).toHaveAttribute("aria-label", position);
  await expect(viewer(page).locator(".yarl__counter")).toHaveText(position);
}

test.describe("a lighthouse page (/Hel)", () => {
  test("stacks header, Model, gallery, Historia and Dane techniczne, each collapsible", async ({ page }) => {
    await visit(page, "/Hel");
    await expect(page.getByRole("heading", { level: 1, name: "Latarnia morska Hel" })).toBeVisible();
    await expect(page.getByText("Rok budowy modelu:")).toBeVisible();
    const toggles = page.locator("main h2 > button");
    // The comments block (its own feature) sits between the gallery and the article.
    await expect(toggles).toHaveText(["Model", "Galeria (19)", /^Komentarze/, "Historia", "Dane techniczne"]);

    const history = page.getByRole("button", { name: "Historia" });
    const article = page.getByRole("region", { name: "Historia" }).getByRole("article");
    await expect(article).toBeVisible();
    await history.click();
    await expect(history).toHaveAttribute("aria-expanded", "false");
    await expect(article).toBeHidden();
    await history.press("Enter");
    await expect(article).toBeVisible();

    const data = page.getByRole("region", { name: "Dane techniczne" });
    await expect(data.getByRole("heading", { name: "Fazy światła" })).toBeVisible();
    await expect(data.getByRole("row", { name: /Okres/ })).toBeVisible();
    await expect(data.getByRole("img", { name: /Jeden okres/ })).toBeVisible();
  });

  test("starts with the sections closed when the visitor stored that setting", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("sections", "false"));
    await visit(page, "/Hel");
    for (const name of ["Model", "Galeria (19)", "Historia", "Dane techniczne"]) {
      await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("loads 160x160 thumbnails and switches tabs with the mouse and the arrow keys", async ({ page }) => {
    await visit(page, "/Hel");
    const gallery = page.getByRole("region", { name: "Galeria" });
    const day = gallery.getByRole("tab", { name: "dzień (14)" });
    await expect(day).toHaveAttribute("aria-selected", "true");
    await expect(gallery.getByText("14 zdjęć")).toBeVisible();
    const button = gallery.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true });
    // Thumbnails load only near the viewport.
    await button.scrollIntoViewIfNeeded();
    const first = button.locator("img");
    await expect(first).toHaveAttribute("width", "160");
    await expect(first).toHaveAttribute("height", "160");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await gallery.getByRole("tab", { name: "noc (3)" }).click();
    await expect(gallery.getByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveCount(3);
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByRole("tab", { name: "filmy (2)" })).toBeFocused();
    await expect(gallery.getByRole("tab", { name: "filmy (2)" })).toHaveAttribute("aria-selected", "true");
    await expect(gallery.getByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveCount(2);
  });

  test("the viewer opens on the photo, arrows change it, the address follows without new history entries", async ({
    page,
  }) => {
    // After hydration a click opens the viewer in place (before it, the thumbnail's link loads the photo's page).
    await visit(page, "/Hel");
    const historyLength = await page.evaluate(() => history.length);
    await (await hydrated(page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true }))).click();
    await expectViewerOpen(page);
    await expectSlide(page, "1 z 14");
    await expect(currentSlide(page).getByText("Latarnia morska Hel – dzień, zdjęcie 1 z 14")).toBeVisible();
    await expect(page).toHaveURL(/\/Hel\?photo=dzien-01$/);

    await viewer(page).getByRole("button", { name: "Następne zdjęcie" }).click();
    await expectSlide(page, "2 z 14");
    await expect(page).toHaveURL(/\?photo=dzien-02$/);
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, "3 z 14");
    await expect(currentSlide(page).locator("img")).toHaveAttribute("src", "/images/models/Hel/dzien/hel-d03.jpg");
    // The viewer ignores keys while a slide is still moving, so each step is awaited.
    for (const position of ["2 z 14", "1 z 14", "14 z 14"]) {
      await page.keyboard.press("ArrowLeft");
      await expectSlide(page, position);
    }
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/Hel$/);
    await expect(page.getByRole("link", { name: "Otwórz zdjęcie 14", exact: true })).toBeFocused();
  });

  test("a link with ?photo= opens that photo on its tab", async ({ page }) => {
    await page.goto("/Hel?photo=noc-02");
    await expectViewerOpen(page);
    await expectSlide(page, "2 z 3");
    const image = currentSlide(page).locator("img");
    await expect(image).toHaveAttribute("src", "/images/models/Hel/noc/hel-n02.jpg");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tab", { name: "noc (3)" })).toHaveAttribute("aria-selected", "true");
    const thumbnail = page.getByRole("link", { name: "Otwórz zdjęcie 2", exact: true });
    await expect(thumbnail).toBeFocused();
    // The thumbnail is itself such a link, e.g. for a new tab.
    await expect(thumbnail).toHaveAttribute("href", "?photo=noc-02");
  });

  test("a photo that fails to load shows its thumbnail instead", async ({ page }) => {
    // The photo and each of its sized copies (docs/decisions/012).
    await page.route(/\/images\/models\/Hel\/dzien\/(w\d+\/)?hel-d05\.\w+$/, (route) => route.fulfill({ status: 404 }));
    await page.goto("/Hel?photo=dzien-05");
    await expectViewerOpen(page);
    await expect(currentSlide(page).getByText("Nie udało się wczytać zdjęcia – widać jego miniaturę.")).toBeVisible();
    await expect(currentSlide(page).locator("img")).toHaveAttribute(
      "src",
      "/images/models/Hel/dzien/thumbs/hel-d05.webp",
    );
  });

  test("the share overlay copies the codes, says Skopiowano for a second and closes", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit(page, "/Hel");
    const origin = new URL(page.url()).origin;
    const full = `${origin}/images/models/Hel/dzien/hel-d02.jpg`;
    const thumb = `${origin}/images/models/Hel/dzien/thumbs/hel-d02.webp`;

    await page.getByRole("button", { name: "Udostępnij zdjęcie 2", exact: true }).click();
    const share = page.getByRole("dialog", { name: "Udostępnij zdjęcie" });
    await expect(share.getByRole("textbox", { name: "Link bezpośredni" })).toHaveValue(full);
    await share.getByRole("button", { name: "Kopiuj kod na forum" }).click();
    await expect(share.getByRole("button", { name: "Skopiowano" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`[url=${full}][img]${thumb}[/img][/url]`);
    await expect(share.getByRole("button", { name: "Kopiuj kod na forum" })).toBeVisible({ timeout: 2000 });
    await share.getByRole("button", { name: "Kopiuj kod na stronę" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `<a href="${full}"><img src="${thumb}"></a>`,
    );

    await page.keyboard.press("Escape");
    await expect(share).toBeHidden();
    await page.getByRole("button", { name: "Udostępnij zdjęcie 3", exact: true }).click();
    await expect(share).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(share).toBeHidden();
  });

  test("the toolbar copies every thumbnail link and lists the direct links", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit(page, "/Hel");
    const origin = new URL(page.url()).origin;
    await (await hydrated(page.getByRole("tab", { name: "noc (3)" }))).click();
    await page.getByRole("button", { name: "Kopiuj linki miniatur" }).click();
    await expect(page.getByRole("button", { name: "Skopiowano" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [1, 2, 3].map((n) => `${origin}/images/models/Hel/noc/thumbs/hel-n0${n}.webp`).join("\n"),
    );
    await page.getByRole("button", { name: "Pokaż linki" }).click();
    await expect(page.getByRole("list", { name: "Linki do zdjęć" }).getByRole("link")).toHaveText(
      [1, 2, 3].map((n) => `${origin}/images/models/Hel/noc/hel-n0${n}.jpg`),
    );
  });

  test("shares from inside the viewer", async ({ page }) => {
    await page.goto("/Hel?photo=dzien-04");
    await expectViewerOpen(page);
    await viewer(page).getByRole("button", { name: "Udostępnij zdjęcie" }).click();
    const share = page.getByRole("dialog", { name: "Udostępnij zdjęcie" });
    await expect(share.getByRole("textbox", { name: "Link bezpośredni" })).toHaveValue(/hel-d04\.jpg$/);
    await page.keyboard.press("Escape");
    await expect(share).toBeHidden();
    await expectSlide(page, "4 z 14");
  });

  test("keeps the viewer out of the first load and describes the model for search engines", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit(page, "/Hel");
    expect(scripts.some((url) => /lightbox/i.test(url))).toBe(false);
    await (await hydrated(page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true }))).click();
    await expectViewerOpen(page);
    expect(scripts.some((url) => /lightbox/i.test(url))).toBe(true);

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({ "@type": "VisualArtwork", name: "Latarnia morska Hel" });
    expect(data.image).toMatch(/^http:\/\/localhost:\d+\/images\/models\/Hel\/cover\.webp$/);
  });

  test("runs without console errors or policy violations while browsing photos", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/Hel?photo=dzien-01");
    await expectViewerOpen(page);
    await expectSlide(page, "1 z 14");
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, "2 z 14");
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "filmy (2)" }).click();
    await expect(page.getByRole("link", { name: "Otwórz zdjęcie 2", exact: true }).locator("img")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("the castle page (/Bedzin)", () => {
  test("names its article Architektura and has no lighthouse data", async ({ page }) => {
    await visit(page, "/Bedzin");
    await expect(page.locator("main h2 > button")).toHaveText([
      "Model",
      "Galeria (180)",
      /^Komentarze/,
      "Architektura",
    ]);
  });

  test("plays the film only after play is pressed, from the no-cookie host", async ({ page }) => {
    await stubYouTube(page);
    await visit(page, "/Bedzin");
    await page.getByRole("tab", { name: "filmy (1)" }).click();
    const play = page.getByRole("button", { name: "Odtwórz film: Zamek w Będzinie – film" });
    await expect(play).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    const poster = play.locator("img");
    await expect(poster).toHaveAttribute("src", "https://i.ytimg.com/vi/98O2UpxcMB0/hqdefault.jpg");
    const box = await play.boundingBox();
    expect(box && Math.round((box.width / box.height) * 9)).toBe(16);

    await play.click();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/98O2UpxcMB0?autoplay=1");
    await expect(page.frameLocator("iframe").getByText("Stub odtwarzacza YouTube")).toBeVisible();
  });

  test("shows a placeholder when YouTube's poster cannot load, and still plays", async ({ page }) => {
    await stubYouTube(page);
    await page.route("https://i.ytimg.com/**", (route) => route.abort());
    await visit(page, "/Bedzin");
    await page.getByRole("tab", { name: "filmy (1)" }).click();
    const play = page.getByRole("button", { name: "Odtwórz film: Zamek w Będzinie – film" });
    await expect(play.locator("img")).toHaveCount(0);
    await expect(play).toBeVisible();
    await play.click();
    await expect(page.frameLocator("iframe").getByText("Stub odtwarzacza YouTube")).toBeVisible();
  });
});

test.describe("a single-group gallery (/StarshipSN15)", () => {
  test("has no tabs, counts its photos and links the kit as Download", async ({ page }) => {
    await visit(page, "/StarshipSN15");
    const gallery = page.getByRole("region", { name: "Galeria" });
    await expect(gallery.getByRole("tablist")).toHaveCount(0);
    await expect(gallery.getByText("16 zdjęć")).toBeVisible();
    const download = page.getByRole("region", { name: "Model" }).getByRole("link", { name: "Download" });
    await expect(download).toHaveAttribute("target", "_blank");
    await expect(download).toHaveAttribute("rel", /noopener/);

    await gallery.getByRole("link", { name: "Otwórz zdjęcie 16", exact: true }).click();
    await expectViewerOpen(page);
    await expectSlide(page, "16 z 16");
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, "1 z 16");
    await expect(page).toHaveURL(/\?photo=dzien-01$/);
  });
});

test.describe("a model under construction (/StarshipS30)", () => {
  test("says so in the header and still shows its gallery", async ({ page }) => {
    await visit(page, "/StarshipS30");
    await expect(page.getByText("Model w budowie")).toBeVisible();
    await expect(page.locator("main h2 > button")).toHaveText(["Model", "Galeria (14)", /^Komentarze/, "Historia"]);
    await page.getByRole("button", { name: "Galeria (14)" }).click();
    await expect(page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Galeria (14)" }).click();
    await page.getByRole("link", { name: "Otwórz zdjęcie 2", exact: true }).click();
    await expectViewerOpen(page);
    await expectSlide(page, "2 z 14");
  });
});
