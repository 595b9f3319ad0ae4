import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import sharp from "sharp";
import { imageUrl, modelHref, photoKeysOf } from "#features/catalog/index.ts";
import { photoForm } from "#features/catalog/tests/photo-fixtures.ts";
import { hydrated } from "./hydration.ts";
import { PHONE } from "./impatient/person.ts";
import { deleteModelAt, signInAsAdmin } from "./owner.ts";

/*
 * The owner arranges a gallery on a phone: a grid of thumbnails, a tap opens a photo's tools, moves by buttons and by
 * keys, the cover and card badges, and "Zastąp" (sized in the browser like an upload). The model is deleted at the end.
 */

test.use({ ...PHONE, deviceScaleFactor: 1 });
test.describe.configure({ timeout: 360_000 });

const SIZING_MS = 240_000;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const PATH = `/Galeria-Ukladana-${RUN}`;
const CAPTIONS = ["Brama", "Dziedziniec", "Wieża", "Mury", "Dach", "Kaplica", "Most"];

interface ApiPhoto {
  id: number;
  position: number;
  key: string;
  caption: string | null;
}

const PATH_WITHOUT_SCRIPT = `${PATH}-bez-JS`;
const WITHOUT_SCRIPT = "Bez JavaScriptu nie dodasz ani nie zastąpisz zdjęcia";

test.afterAll(async ({ browser }) => {
  await deleteModelAt(browser, PATH);
  await deleteModelAt(browser, PATH_WITHOUT_SCRIPT);
});

async function galleryModel(
  request: APIRequestContext,
  { name = `Galeria Układana ${RUN}`, path = PATH, captions = CAPTIONS } = {},
): Promise<number> {
  const created = await request.post("/api/models", {
    data: { name, path: path.slice(1), category: "zamki i ratusze" },
  });
  expect(created.status()).toBe(201);
  const { model } = (await created.json()) as { model: { id: number } };
  for (const caption of captions) {
    const form = photoForm({ width: 1200, height: 800 }, { group: "budowa", caption });
    expect((await request.post(`/api/models/${model.id}/photos`, { multipart: form })).status()).toBe(201);
  }
  return model.id;
}

test("the owner arranges, marks and replaces photos on a phone's grid", async ({ page }) => {
  await signInAsAdmin(page.request);
  const id = await galleryModel(page.request);
  const photos = async () =>
    ((await (await page.request.get(`/api/models/${id}/photos`)).json()) as { photos: ApiPhoto[] }).photos;
  const captions = async () => (await photos()).map((photo) => photo.caption);
  const [brama] = await photos();

  await page.goto(modelHref(PATH.slice(1)));
  const arranger = page.getByRole("region", { name: "Układ galerii" });
  const thumb = (position: number) => arranger.getByRole("img", { name: `Zdjęcie ${position} (budowa)` });
  const tile = (position: number) => thumb(position).locator("xpath=ancestor::summary");
  await expect(arranger.getByRole("img")).toHaveCount(CAPTIONS.length);
  // The note for a browser without scripts stays out of sight where they run.
  const uploader = page.getByRole("region", { name: "Dodaj zdjęcia" });
  await expect(uploader.getByText(WITHOUT_SCRIPT)).toBeHidden();
  await expect(uploader.getByText("Wybierz zdjęcia")).toBeVisible();

  const tops = await arranger
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => Math.round(image.getBoundingClientRect().top)));
  expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(3);

  await thumb(1).tap();
  const caption = arranger.getByRole("form", { name: "Opis: Zdjęcie 1 (budowa)" });
  await expect(caption.getByLabel("Podpis")).toHaveValue("Brama");

  // No floating button over the open photo's tools; it comes back once the photo is closed.
  const toTop = page.getByRole("button", { name: "Przewiń na górę strony" });
  await arranger.getByRole("button", { name: "Na koniec: Zdjęcie 1 (budowa)" }).evaluate((button) => {
    button.scrollIntoView({ block: "end" });
    window.scrollTo(0, Math.max(window.scrollY, 700));
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await expect(toTop).toBeHidden();
  await thumb(1).evaluate((image) => image.scrollIntoView({ block: "center" }));
  await thumb(1).tap();
  await expect(caption).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, Math.max(window.scrollY, 700)));
  await expect(toTop).toBeVisible();

  await thumb(1).tap();
  await (await hydrated(arranger.getByRole("button", { name: "Niżej: Zdjęcie 1 (budowa)" }))).tap();
  await expect.poll(captions).toEqual(["Dziedziniec", "Brama", ...CAPTIONS.slice(2)]);
  await expect(arranger.getByRole("form", { name: "Opis: Zdjęcie 2 (budowa)" }).getByLabel("Podpis")).toHaveValue(
    "Brama",
  );

  await (await hydrated(tile(4))).focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await expect.poll(captions).toEqual(["Dziedziniec", "Brama", "Mury", "Wieża", ...CAPTIONS.slice(4)]);
  await expect(tile(3)).toBeFocused();
  await page.keyboard.press("Shift+ArrowLeft");
  await expect.poll(captions).toEqual(["Dziedziniec", "Mury", "Brama", "Wieża", ...CAPTIONS.slice(4)]);

  const marks = async (position: number, ...names: string[]) => {
    await thumb(position).tap();
    for (const name of names) {
      await arranger.getByRole("button", { name: `${name}: Zdjęcie ${position} (budowa)` }).tap();
    }
  };
  await marks(5, "Okładka", "Karta w pasku");
  const badges = (summary: Locator) => summary.locator("span span").allTextContents();
  await expect.poll(() => badges(tile(5))).toEqual(["okładka", "karta"]);
  await marks(1, "Karta w pasku");
  await expect.poll(() => badges(tile(1))).toEqual(["karta"]);
  await expect.poll(() => badges(tile(5))).toEqual(["okładka"]);

  await thumb(3).tap();
  await arranger.getByLabel("Zastąp: Zdjęcie 3 (budowa)").setInputFiles({
    name: "brama-nowa.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a03020" } })
      .jpeg()
      .toBuffer(),
  });
  await expect(arranger.getByText("Zastąpiono.")).toBeVisible({ timeout: SIZING_MS });
  const replaced = (await photos())[2]!;
  expect(replaced).toMatchObject({ id: brama!.id, position: 3, caption: "Brama" });
  expect(replaced.key).not.toBe(brama!.key);
  await expect(thumb(3)).toHaveAttribute("src", imageUrl(photoKeysOf(replaced.key).thumb));
  await expect(arranger.getByRole("form", { name: "Opis: Zdjęcie 3 (budowa)" }).getByLabel("Podpis")).toHaveValue(
    "Brama",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the photo tools say that adding and replacing need the script, and the rest still opens", async ({ page }) => {
    await signInAsAdmin(page.request);
    const name = `Galeria Układana ${RUN} bez JS`;
    await galleryModel(page.request, { name, path: PATH_WITHOUT_SCRIPT, captions: CAPTIONS.slice(0, 2) });
    await page.goto(modelHref(PATH_WITHOUT_SCRIPT.slice(1)));
    const uploader = page.getByRole("region", { name: "Dodaj zdjęcia" });
    await expect(uploader.getByText(WITHOUT_SCRIPT)).toBeVisible();
    // No picker that would take files it cannot send.
    await expect(uploader.getByText("Wybierz zdjęcia")).toBeHidden();
    const arranger = page.getByRole("region", { name: "Układ galerii" });
    await arranger.getByRole("img", { name: "Zdjęcie 1 (budowa)" }).tap();
    await expect(arranger.getByRole("form", { name: "Opis: Zdjęcie 1 (budowa)" }).getByLabel("Podpis")).toHaveValue(
      "Brama",
    );
    await expect(arranger.getByLabel("Zastąp: Zdjęcie 1 (budowa)")).toBeDisabled();
    await expect(arranger.locator("details[open]").getByText(WITHOUT_SCRIPT)).toBeVisible();
  });
});
