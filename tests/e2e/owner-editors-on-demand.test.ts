import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { builtPath } from "./built-site.ts";
import { hydrated } from "./hydration.ts";
import { signInAsAdmin } from "./owner.ts";

/*
 * The owner's editors are fetched on demand. A visitor's page never downloads them; the admin's page
 * fetches them after it has loaded, and the server still renders an editor an address opens (`?edytuj=`).
 */

/** Code only the admin or a signed-in user runs, by source path; no visitor's page may download a chunk holding it. */
const FORBIDDEN = [
  {
    code: "an editor form",
    module: /^app\/ui\/editing\/editor-form\.tsx$|^features\/[^/]+\/components\/[^/]+-form\.tsx$/,
  },
  { code: "the catalogue's owner panel", module: /^features\/model-page\/components\/model-owner-panel\.tsx$/ },
  {
    code: "the uploader or the arranger",
    module: /^features\/photo-upload\/(components\/(?!photo-owner-on-demand)|sizing\/|state\/)/,
  },
  { code: "moderation", module: /^features\/comments\/components\/moderat/ },
  { code: "the account page", module: /^features\/account\/components\/account-(page|details)\.tsx$/ },
  {
    code: "the home page's editing state",
    module:
      /^features\/(updates\/components\/(editable-updates|update-editor)\.tsx|info-box\/(components\/editable-info-box\.tsx|state\/))/,
  },
] as const;
/** What a visitor may download of the forms above: the comment form, the sign-in forms and the settings a guest opens. */
const VISITOR_FORMS = /(comment|login|registration|account|settings)-form\.tsx$/;

/** The modules of each client chunk, as the build listed them (vite.config.ts `chunkModules`, scripts/lib/build.ts). */
function chunkModules(): Record<string, Record<string, unknown>> {
  const file = builtPath("client-modules.json");
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, unknown>>;
}

/** A text only each editor's own module holds (ASCII, so the built script spells it the same way). */
const EDITORS = [
  { editor: "the build note's form", marker: "Edycja opisu budowy" },
  { editor: "the diary's form", marker: "Nowy wpis w dzienniku" },
  { editor: "the updates' form", marker: "Nowa aktualizacja" },
  { editor: "the info box's form", marker: "Linki w Markdown" },
  { editor: "the gallery's photo uploader", marker: "Przygotowywanie" },
] as const;

/** Every script the page downloads, its address and text; read once the page has settled. */
function collectScripts(page: Page): () => Promise<{ url: string; text: string }[]> {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return () => Promise.all(scripts);
}

async function loadedAndIdle(page: Page, path: string, hydratedElement: (page: Page) => Locator) {
  await page.goto(path, { waitUntil: "networkidle" });
  await hydrated(hydratedElement(page));
  // What a hydrated page fetches by itself (effects) counts as before interaction too.
  await page.waitForLoadState("networkidle");
}

const homeLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /Strona główna/ });

for (const path of ["/", "/Hel", "/About"]) {
  test(`a visitor's ${path} downloads no editor`, async ({ page }) => {
    const scripts = collectScripts(page);
    await loadedAndIdle(page, path, homeLink);
    const downloaded = await scripts();
    expect(downloaded.length).toBeGreaterThan(0);
    const carried = EDITORS.flatMap(({ editor, marker }) =>
      downloaded.filter((script) => script.text.includes(marker)).map((script) => `${editor}: ${script.url}`),
    );
    expect(carried).toEqual([]);
  });
}

for (const path of ["/", "/Hel", "/Oswietlenie", "/About"]) {
  test(`a visitor's ${path} downloads no module only the admin or a signed-in user runs`, async ({ page }) => {
    const chunks = chunkModules();
    const scripts = collectScripts(page);
    await loadedAndIdle(page, path, homeLink);
    const files = (await scripts()).map((script) => `assets/${new URL(script.url).pathname.split("/").pop()}`);
    expect(files.filter((file) => file in chunks).length).toBeGreaterThan(0);
    const carried = files.flatMap((file) =>
      Object.keys(chunks[file] ?? {}).flatMap((module) =>
        FORBIDDEN.filter((rule) => rule.module.test(module) && !VISITOR_FORMS.test(module)).map(
          (rule) => `${rule.code}: ${module} in ${file}`,
        ),
      ),
    );
    expect(carried).toEqual([]);
  });
}

test.describe("the admin", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page.request);
  });

  test("gets each editor after the page has loaded, and it opens", async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto("/");
    const box = page.getByRole("region", { name: "Informacje" });
    await (await hydrated(box.getByRole("button", { name: "edycja" }))).click();
    await expect(box.getByRole("textbox", { name: "Tekst informacyjny (Markdown)" })).toBeVisible();
    await box.getByRole("button", { name: "Anuluj" }).click();
    const updates = page.getByRole("region", { name: "Ostatnie aktualizacje" });
    await updates.getByRole("button", { name: "dodaj aktualizację" }).click();
    await expect(updates.getByRole("form", { name: "Nowa aktualizacja" })).toBeVisible();

    await page.goto("/Hel");
    const section = page.getByRole("region", { name: "Budowa modelu" });
    await (await hydrated(section.getByRole("button", { name: "edycja opisu budowy" }))).click();
    await expect(section.getByRole("form", { name: "Edycja opisu budowy" })).toBeVisible();
    await section.getByRole("button", { name: "Anuluj" }).click();
    await section.getByRole("button", { name: "dodaj wpis" }).click();
    await expect(section.getByRole("form", { name: "Nowy wpis w dzienniku" })).toBeVisible();

    const downloaded = await scripts();
    for (const { editor, marker } of EDITORS) {
      expect(
        downloaded.filter((script) => script.text.includes(marker)),
        editor,
      ).not.toEqual([]);
    }
  });

  test("an editor the address opens is in the server's HTML and hydrates without a mismatch", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    for (const [path, form, marker] of [
      ["/?edytuj=info", "Informacje", "Linki w Markdown"],
      ["/Hel?edytuj=build-note", "Edycja opisu budowy", "Godziny pracy"],
    ] as const) {
      const html = await (await page.request.get(path, { headers: { accept: "text/html" } })).text();
      expect(html, path).toContain(marker);
      expect(html, path).not.toContain("Otwieranie edytora");

      await page.goto(path);
      const editor = page.getByRole("form", { name: form });
      // Anuluj closes the editor in place only once the form's own code has hydrated it.
      await (await hydrated(editor.getByRole("button", { name: "Anuluj" }))).click();
      await expect(editor).toHaveCount(0);
      expect(new URL(page.url()).search, path).toContain("edytuj");
    }
    expect(errors).toEqual([]);
  });
});
