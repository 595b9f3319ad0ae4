import sharp from "sharp";
import { signInAsAdmin } from "../owner.ts";
import { RUN } from "../comments-support.ts";
import { afterWaking, expect, holdCode, open, test } from "./person.ts";

test.beforeEach(async ({ page }) => {
  test.slow();
  await signInAsAdmin(page.request);
});

test("the info box's “edycja” opens the editor on the first tap, and text typed at once is kept", async ({ page }) => {
  await open(page, "/");
  const box = page.getByRole("region", { name: "Informacje" });
  await box.getByRole("button", { name: "edycja" }).tap();
  const text = box.getByRole("textbox", { name: "Tekst informacyjny (Markdown)" });
  await text.tap();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(` dopisek ${RUN}`, { delay: 20 });
  await afterWaking(text);
  await expect(text).toHaveValue(new RegExp(`dopisek ${RUN}$`));
  await box.getByRole("button", { name: "Anuluj" }).tap();
  await expect(text).toHaveCount(0);
});

test("text typed into the editor the server opened, before its code came, is kept with its caret", async ({ page }) => {
  const codeMayCome = await holdCode(page, "info-box-form");
  // The address an `edycja` tapped before any code opens, as it does without JavaScript.
  await open(page, "/?edytuj=info#informacje");
  const box = page.getByRole("region", { name: "Informacje" });
  const text = box.getByRole("textbox", { name: "Tekst informacyjny (Markdown)" });
  // Read from the page: other tests change the stored text.
  const saved = await text.inputValue();
  await text.tap();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type(`Na początek ${RUN}. `, { delay: 20 });
  codeMayCome();
  await afterWaking(text);
  await expect(text).toHaveValue(`Na początek ${RUN}. ${saved}`);
  await expect(text).toBeFocused();
  const caret = `Na początek ${RUN}. `.length;
  expect(await text.evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd])).toEqual([
    caret,
    caret,
  ]);
  await box.getByRole("button", { name: "Anuluj" }).tap();
  await expect(text).toHaveCount(0);
});

test("the model's description typed into before the owner's panel woke keeps its text and caret", async ({ page }) => {
  const codeMayCome = await holdCode(page, "model-owner-panel");
  await open(page, "/Hel");
  await page.getByText("Dane modelu", { exact: true }).tap();
  const description = page.getByRole("form", { name: "Dane modelu" }).getByRole("textbox", { name: "Opis" });
  const saved = await description.inputValue();
  expect(saved, "the server drew the description").not.toBe("");
  await description.tap();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type("Wstęp. ", { delay: 20 });
  codeMayCome();
  await afterWaking(description);
  await expect(description).toHaveValue(`Wstęp. ${saved}`);
  await expect(description).toBeFocused();
  expect(await description.evaluate((area: HTMLTextAreaElement) => area.selectionStart)).toBe("Wstęp. ".length);
});

test("the build note's editor and the diary's form open on the first tap", async ({ page }) => {
  await open(page, "/Hel");
  const section = page.getByRole("region", { name: "Budowa modelu" });
  await section.getByRole("button", { name: "edycja opisu budowy" }).tap();
  const note = section.getByRole("form", { name: "Edycja opisu budowy" });
  await expect(note).toBeVisible();
  await afterWaking(note.getByRole("button", { name: "Anuluj" }));
  await note.getByRole("button", { name: "Anuluj" }).tap();
  await expect(note).toHaveCount(0);
  await section.getByRole("button", { name: "dodaj wpis" }).tap();
  await expect(section.getByRole("form", { name: "Nowy wpis w dzienniku" })).toBeVisible();
});

test("photos chosen before the uploader's code came are sent once it has", async ({ page }) => {
  // A draft of its own: only the owner sees it, so no visitor's page changes under the other tests.
  const created = await page.request.post("/api/models", {
    data: { name: `Wieża Pośpiechu ${RUN}`, path: `Wieza Pospiechu ${RUN}`, category: "zamki i ratusze" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const model = ((await created.json()) as { model: { id: number; path: string } }).model;
  try {
    await open(page, `/${encodeURI(model.path.replace(/^\//, ""))}`);
    const uploader = page.getByRole("region", { name: "Dodaj zdjęcia" });
    await uploader.getByLabel("Grupa").selectOption("budowa");
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a8f3c" } })
      .jpeg()
      .toBuffer();
    await uploader
      .getByLabel("Wybierz zdjęcia")
      .setInputFiles([{ name: "brama.jpg", mimeType: "image/jpeg", buffer: photo }]);
    const rows = uploader.getByRole("list", { name: "Wysyłane zdjęcia" }).getByRole("listitem");
    await expect(rows.filter({ hasText: "Dodane" })).toHaveCount(1, { timeout: 60_000 });
    const photos = await page.request.get(`/api/models/${model.id}/photos`);
    expect(JSON.stringify(await photos.json())).toContain("budowa");
  } finally {
    // Off the page first: its gallery would ask for the photos of a model that is gone.
    await page.goto("about:blank");
    expect((await page.request.delete(`/api/models/${model.id}`)).status()).toBe(204);
  }
});
