import { expect, request as apiRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { imageUrl, modelHref, photoKeysOf } from "#features/catalog/index.ts";
import { photoForm } from "#features/catalog/tests/photo-fixtures.ts";
import { FIXTURE_GPS, withPhoneExif } from "#features/photo-upload/tests/exif-fixture.ts";
import { hydrated } from "./hydration.ts";
import { signInAsAdmin } from "./owner.ts";
import { E2E_PORT } from "./ports.ts";

/*
 * The owner fills a new model's gallery from the browser, which sizes every photo (Chromium encodes AVIF
 * with the WebAssembly encoder, seconds a photo on a busy machine). The model is published for the visitor's part,
 * so this file runs in the catalogue project after the others (playwright.config.ts). Each test makes its own model and
 * the file deletes them at the end.
 */

test.describe.configure({ timeout: 360_000 });

const SIZING_MS = 240_000;
const SUFFIX = Date.now().toString(36);
const NAME = `Wieża Zdjęć Próbnych ${SUFFIX}`;
const CAPTION = "Wieża o zmierzchu, widok od bramy";

interface ApiPhoto {
  id: number;
  group: string;
  position: number;
  key: string;
  width: number;
  height: number;
  caption: string | null;
}

interface NewModel {
  id: number;
  path: string;
}
const made: NewModel[] = [];

async function newModel(request: APIRequestContext, label: string): Promise<NewModel> {
  const created = await request.post("/api/models", {
    data: { name: `${NAME} ${label}`, path: `Wieza Zdjec ${SUFFIX} ${label}`, category: "zamki i ratusze" },
  });
  expect(created.status()).toBe(201);
  const { model } = (await created.json()) as { model: NewModel };
  made.push(model);
  return model;
}

async function jpeg(width: number, height: number, colour: string, { quality = 90 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality })
    .toBuffer();
}

/** Stored lying on its side (1500 × 1000, red left, blue right) with EXIF orientation 6 and GPS, as a phone writes it. */
async function phonePortrait(): Promise<Buffer> {
  const half = { width: 750, height: 1000, channels: 3 } as const;
  const pixels = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#ff0000" } })
    .composite([{ input: { create: { ...half, background: "#0000ff" } }, left: 750, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return Buffer.from(withPhoneExif(new Uint8Array(pixels)));
}

async function photosOf(request: APIRequestContext, model: NewModel): Promise<ApiPhoto[]> {
  const response = await request.get(`/api/models/${model.id}/photos`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { photos: ApiPhoto[] }).photos;
}

const baseName = (key: string) => key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("."));

async function openModel(page: Page, model: NewModel) {
  await page.goto(modelHref(model.path));
  const uploader = page.getByRole("region", { name: "Dodaj zdjęcia" });
  await expect(uploader).toBeVisible();
  return { uploader, arranger: page.getByRole("region", { name: "Układ galerii" }) };
}

test("the admin uploads, arranges and captions three photos; a visitor's phone sees them in order, upright, at most 1280 px", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page.request);
  const model = await newModel(page.request, "A");

  const { uploader, arranger } = await openModel(page, model);
  const picker = uploader.getByLabel("Wybierz zdjęcia");
  // Enabled from the server's HTML: photos chosen before the code comes are its first batch.
  await expect(picker).toBeEnabled();
  await uploader.getByLabel("Grupa").selectOption("budowa");
  await picker.setInputFiles([
    { name: "dziedziniec.jpg", mimeType: "image/jpeg", buffer: await jpeg(1800, 1200, "#2a8f3c") },
    { name: "portret.jpg", mimeType: "image/jpeg", buffer: await phonePortrait() },
    {
      name: "brama.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#d0a040" } })
        .png()
        .toBuffer(),
    },
  ]);
  const rows = uploader.getByRole("list", { name: "Wysyłane zdjęcia" }).getByRole("listitem");
  await expect(rows.filter({ hasText: "Dodane" })).toHaveCount(3, { timeout: SIZING_MS });
  await expect(uploader.getByRole("status")).toHaveText("Dodano 3 zdjęcia.");

  const offer = uploader.getByRole("form", { name: "Punkt na mapie" });
  await offer.getByRole("button", { name: "Ustaw punkt na mapie" }).click();
  await expect(offer).toHaveCount(0);
  const position = async () =>
    ((await (await page.request.get(`/api/models/${model.id}`)).json()) as { model: { position?: number[] } }).model
      .position;
  await expect.poll(position).toEqual([...FIXTURE_GPS]);

  const uploaded = await photosOf(page.request, model);
  expect(uploaded.map(({ group, position, width, height }) => ({ group, position, width, height }))).toEqual([
    { group: "budowa", position: 1, width: 1800, height: 1200 },
    { group: "budowa", position: 2, width: 1000, height: 1500 },
    { group: "budowa", position: 3, width: 1400, height: 1000 },
  ]);
  const [courtyard, portrait, gate] = uploaded.map((photo) => photo.key);
  const arranged = () =>
    arranger
      .getByRole("img")
      .evaluateAll((images: HTMLImageElement[]) => images.map((image) => new URL(image.src).pathname));
  const thumbs = (...keys: (string | undefined)[]) => keys.map((key) => imageUrl(photoKeysOf(key!).thumb));
  await expect.poll(arranged).toEqual(thumbs(courtyard, portrait, gate));

  // A photo's tools open with a click on its thumbnail; a moved photo stays open under its new number.
  const open = async (name: string) => {
    if (await arranger.getByRole("form", { name: `Opis: ${name}` }).isHidden()) {
      await arranger.getByRole("img", { name }).click();
    }
  };
  await open("Zdjęcie 1 (budowa)");
  await (await hydrated(arranger.getByRole("button", { name: "Niżej: Zdjęcie 1 (budowa)" }))).click();
  await expect.poll(arranged).toEqual(thumbs(portrait, courtyard, gate));
  // The same move from the keyboard: the buttons are the arranger's keyboard path.
  await open("Zdjęcie 3 (budowa)");
  await arranger.getByRole("button", { name: "Wyżej: Zdjęcie 3 (budowa)" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(arranged).toEqual(thumbs(portrait, gate, courtyard));

  await open("Zdjęcie 2 (budowa)");
  const captionForm = arranger.getByRole("form", { name: "Opis: Zdjęcie 2 (budowa)" });
  await captionForm.getByLabel("Podpis").fill(CAPTION);
  await captionForm.getByRole("button", { name: "Zapisz" }).click();
  await expect.poll(async () => (await photosOf(page.request, model))[1]?.caption).toBe(CAPTION);
  await open("Zdjęcie 3 (budowa)");
  await arranger.getByRole("button", { name: "Okładka: Zdjęcie 3 (budowa)" }).click();
  const cover = async () =>
    ((await (await page.request.get(`/api/models/${model.id}`)).json()) as { model: { cover?: string } }).model.cover;
  await expect.poll(cover).toBe(courtyard);

  expect((await page.request.patch(`/api/models/${model.id}`, { data: { published: true } })).status()).toBe(200);

  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await visitor.newPage();
  const folder = `/images/${photoKeysOf(courtyard!).full.split("/").slice(0, 2).join("/")}/`;
  const requested: string[] = [];
  phone.on("request", (request) => {
    const path = decodeURIComponent(new URL(request.url()).pathname);
    if (path.startsWith(folder)) requested.push(path);
  });
  await phone.goto(modelHref(model.path));
  const grid = phone.getByRole("link", { name: /^Otwórz zdjęcie \d+$/ });
  await expect(grid).toHaveCount(3);
  await grid.last().scrollIntoViewIfNeeded();
  const gridOrder = () =>
    grid.evaluateAll((links) => links.map((link) => link.querySelector("img")?.getAttribute("src") ?? ""));
  await expect.poll(gridOrder).toEqual([portrait, gate, courtyard].map((key) => imageUrl(photoKeysOf(key!).thumb)));

  await (await hydrated(grid.first())).click();
  const viewer = phone.getByRole("dialog", { name: "Przeglądarka zdjęć" });
  const slide = (number: number) => viewer.getByRole("group", { name: `${number} z 3` }).getByRole("img");
  const shown = (number: number) =>
    slide(number).evaluate((image: HTMLImageElement) => ({
      src: decodeURIComponent(new URL(image.currentSrc || image.src).pathname),
      width: image.complete ? image.naturalWidth : 0,
      height: image.complete ? image.naturalHeight : 0,
    }));
  await expect.poll(async () => (await shown(1)).width).toBeGreaterThan(0);
  const upright = await shown(1);
  expect(upright.src).toContain(baseName(portrait!));
  expect(upright.width).toBeLessThan(upright.height);

  await phone.keyboard.press("ArrowRight");
  await expect.poll(async () => (await shown(2)).src).toContain(baseName(gate!));
  await expect(viewer.getByText(CAPTION)).toBeVisible();
  await phone.keyboard.press("ArrowRight");
  await expect.poll(async () => (await shown(3)).src).toContain(baseName(courtyard!));
  await expect.poll(async () => (await shown(3)).width).toBeGreaterThan(0);

  expect(requested.filter((path) => path.includes("/w640/")).length).toBeGreaterThan(0);
  const tooWide = requested.filter((path) => !/\/(thumbs|w640|w1280)\//.test(path));
  expect(tooWide).toEqual([]);
  await visitor.close();
});

test("an upload the server answers with 500 is reported on its row and succeeds on retry", async ({ page }) => {
  await signInAsAdmin(page.request);
  const model = await newModel(page.request, "B");
  for (let photo = 0; photo < 3; photo++) {
    const form = photoForm({ width: 1200, height: 800 }, { group: "budowa" });
    expect((await page.request.post(`/api/models/${model.id}/photos`, { multipart: form })).status()).toBe(201);
  }
  let failed = 0;
  await page.route(`**/api/models/${model.id}/photos`, async (route) => {
    if (route.request().method() !== "POST" || failed > 0) return route.fallback();
    failed += 1;
    await route.fulfill({ status: 500, body: "" });
  });
  const { uploader } = await openModel(page, model);
  const picker = uploader.getByLabel("Wybierz zdjęcia");
  await expect(picker).toBeEnabled();
  await picker.setInputFiles([
    { name: "podstawa.jpg", mimeType: "image/jpeg", buffer: await jpeg(900, 600, "#6040a0") },
  ]);
  const row = uploader.getByRole("listitem").filter({ hasText: "podstawa.jpg" });
  await expect(row.getByRole("alert")).toHaveText("Serwer nie przyjął zdjęcia. Spróbuj ponownie za chwilę.", {
    timeout: SIZING_MS,
  });
  expect(failed).toBe(1);
  expect(await photosOf(page.request, model)).toHaveLength(3);

  await row.getByRole("button", { name: "Ponów: podstawa.jpg" }).click();
  await expect(row.getByText("Dodane")).toBeVisible();
  await expect(row.getByRole("alert")).toHaveCount(0);
  const photos = await photosOf(page.request, model);
  expect(photos.map(({ position, width }) => ({ position, width }))).toContainEqual({ position: 4, width: 900 });
});

test.afterAll(async () => {
  if (made.length === 0) return;
  const request = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  await signInAsAdmin(request);
  for (const model of made) expect((await request.delete(`/api/models/${model.id}`)).status()).toBe(204);
  await request.dispose();
});
