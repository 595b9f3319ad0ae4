import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";
import { lockHomeTexts, unlockHomeTexts } from "./home-texts-lock.ts";
import { clearStory, signInAsAdmin } from "./owner.ts";

/*
 * The owner's editors are the pages' own forms. Without JavaScript each posts the page and ends on it
 * with the result shown; with JavaScript the same form goes through its fetcher and the document is not reloaded.
 */

// Its own model: owner-story.test.ts writes the diary of /StarshipS30 at the same time in another worker.
const MODEL = "/Falcon9";

let texts: { info: string; about: string };

// A round of edits is some twenty page loads or saves.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  // The info text and the updates are also home.test.ts', owner-story's and security's (home-texts-lock.ts).
  test.setTimeout(300_000);
  await lockHomeTexts();
  const read = async (path: string) => ((await (await request.get(path)).json()) as { content: string }).content;
  texts = { info: await read("/api/info"), about: await read("/api/about") };
});

test.afterAll(async ({ browser }) => {
  try {
    // Leaves the texts, the updates and the model's story as the seed had them for the other tests.
    const context = await browser.newContext();
    await signInAsAdmin(context.request);
    await context.request.post("/api/info", { data: { content: texts.info } });
    await context.request.post("/api/about", { data: { content: texts.about } });
    const { updates } = (await (await context.request.get("/api/updates")).json()) as {
      updates: { id: number; description: string }[];
    };
    for (const update of updates.filter((entry) => entry.description.startsWith("Formularz"))) {
      await context.request.delete(`/api/updates/${update.id}`);
    }
    await clearStory(context.request, MODEL);
    await context.close();
  } finally {
    await unlockHomeTexts();
  }
});

/**
 * Runs the owner's round of edits; `settled` checks after each step that the page was (or was not) reloaded, `ready`
 * waits for a box the admin's code loads on demand (decision 031) before its first click on a fresh page.
 */
async function ownerRound(
  page: Page,
  tag: string,
  day: string,
  settled: () => Promise<void>,
  ready: (button: Locator) => Promise<Locator> = async (button) => button,
) {
  const shown = day.split("-").reverse().join("-");
  const diaryDay = day.split("-").reverse().join(".");

  await test.step("the info box", async () => {
    await page.goto("/");
    const box = page.getByRole("region", { name: "Informacje" });
    await (await ready(box.getByRole("button", { name: "edycja" }))).click();
    await box.getByRole("textbox", { name: "Tekst informacyjny (Markdown)" }).fill(`## Info ${tag}\n\nNowy tekst.`);
    await box.getByRole("button", { name: "Aktualizuj" }).click();
    await expect(box.getByRole("heading", { name: `Info ${tag}` })).toBeVisible();
    await expect(box.getByRole("textbox")).toHaveCount(0);
    await settled();
  });

  await test.step("an update: add, refuse, edit, delete", async () => {
    const block = page.getByRole("region", { name: "Ostatnie aktualizacje" });
    await block.getByRole("button", { name: "dodaj aktualizację" }).click();
    const added = block.getByRole("form", { name: "Nowa aktualizacja" });
    await added.getByLabel("Data").fill(day);
    await added.getByLabel("Treść").fill(`Formularz ${tag}: nowa galeria`);
    await added.getByRole("button", { name: "Zapisz" }).click();
    await expect(block.getByRole("listitem").first()).toContainText(`Formularz ${tag}: nowa galeria`);
    await expect(block.getByRole("listitem").first()).toContainText(shown);
    await settled();

    await block.getByRole("button", { name: `edycja wpisu z ${shown}` }).click();
    const edited = block.getByRole("form", { name: "Edycja aktualizacji" });
    await expect(edited.getByLabel("Treść")).toHaveValue(`Formularz ${tag}: nowa galeria`);
    await edited.getByLabel("Data").fill("2031-12-24");
    await edited.getByLabel("Treść").fill("   ");
    await edited.getByRole("button", { name: "Zapisz" }).click();
    // Refused in place (only spaces), with what was typed kept.
    await expect(edited.getByRole("alert")).toHaveText("Wpisz treść aktualizacji");
    await expect(edited.getByLabel("Data")).toHaveValue("2031-12-24");
    await edited.getByLabel("Data").fill(day);
    await edited.getByLabel("Treść").fill(`Formularz ${tag}: poprawiona`);
    await edited.getByRole("button", { name: "Zapisz" }).click();
    await expect(edited).toHaveCount(0);
    await expect(block.getByRole("listitem").first()).toContainText(`Formularz ${tag}: poprawiona`);
    await settled();

    await block.getByRole("button", { name: `usuń wpis z ${shown}` }).click();
    await expect(block.getByText("Usunąć ten wpis?")).toBeVisible();
    await block.getByRole("button", { name: "Usuń", exact: true }).click();
    await expect(block.getByText(`Formularz ${tag}`)).toHaveCount(0);
    await settled();
  });

  await test.step("the build note", async () => {
    await page.goto(MODEL);
    const section = page.getByRole("region", { name: "Budowa modelu" });
    await section.getByRole("button", { name: "edycja opisu budowy" }).click();
    const form = section.getByRole("form", { name: "Edycja opisu budowy" });
    await form.getByLabel("Godziny pracy").fill("12");
    await form.getByLabel("Ocena zestawu (1–5)").selectOption("3");
    await form.getByLabel("Opis budowy (Markdown)").fill(`Notatka **${tag}**.`);
    await form.getByRole("button", { name: "Zapisz" }).click();
    await expect(form).toHaveCount(0);
    await expect(section.getByText("12 godzin")).toBeVisible();
    await expect(section.getByRole("img", { name: "3 na 5" })).toBeVisible();
    await expect(section.locator("strong", { hasText: tag })).toBeVisible();
    await settled();
  });

  await test.step("a diary entry: add, edit, delete", async () => {
    const section = page.getByRole("region", { name: "Budowa modelu" });
    await section.getByRole("button", { name: "dodaj wpis" }).click();
    const added = section.getByRole("form", { name: "Nowy wpis w dzienniku" });
    await added.getByLabel("Data").fill(day);
    await added.getByLabel("Treść wpisu (Markdown)").fill(`Wpis ${tag}.`);
    await added.getByLabel(/Zdjęcia z galerii „dzień”/).fill("2, 3");
    await added.getByRole("button", { name: "Zapisz" }).click();
    await expect(added).toHaveCount(0);
    await expect(section.getByRole("list", { name: `Zdjęcia z ${diaryDay}` }).getByRole("img")).toHaveCount(2);
    await settled();

    await section.getByRole("button", { name: `edycja wpisu z ${diaryDay}` }).click();
    const edited = section.getByRole("form", { name: "Edycja wpisu w dzienniku" });
    await expect(edited.getByLabel(/Zdjęcia z galerii „dzień”/)).toHaveValue("2, 3");
    await edited.getByLabel("Treść wpisu (Markdown)").fill(`Wpis ${tag} poprawiony.`);
    await edited.getByRole("button", { name: "Zapisz" }).click();
    await expect(edited).toHaveCount(0);
    await expect(section.getByText(`Wpis ${tag} poprawiony.`)).toBeVisible();
    await settled();

    await section.getByRole("button", { name: `usuń wpis z ${diaryDay}` }).click();
    await section.getByRole("button", { name: "Usuń", exact: true }).click();
    await expect(section.getByText("Dziennik jest pusty")).toBeVisible();
    await settled();
  });

  await test.step("About", async () => {
    await page.goto("/About");
    const text = page.getByRole("region", { name: "Tekst strony O autorze" });
    await (await ready(text.getByRole("button", { name: "edycja" }))).click();
    await text.getByRole("textbox", { name: "Tekst strony O autorze (Markdown)" }).fill(`O mnie: ${tag}.`);
    await text.getByRole("button", { name: "Aktualizuj" }).click();
    await expect(text.getByText(`O mnie: ${tag}.`)).toBeVisible();
    await expect(text.getByRole("textbox")).toHaveCount(0);
    await settled();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the admin edits the info box, an update, the build note, a diary entry and About", async ({ page }) => {
    await signInAsAdmin(page.request);
    await ownerRound(page, "bez JS", "2031-03-04", async () => {});
  });

  test("Anuluj closes an editor the address opened", async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto("/?edytuj=info");
    const box = page.getByRole("region", { name: "Informacje" });
    const saved = ((await (await page.request.get("/api/info")).json()) as { content: string }).content;
    await expect(box.getByRole("textbox")).toHaveValue(saved);
    await box.getByRole("button", { name: "Anuluj" }).click();
    await expect(box.getByRole("textbox")).toHaveCount(0);
    await expect(box.getByRole("button", { name: "edycja" })).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("the same forms save in place without reloading the document", async ({ page }) => {
    await signInAsAdmin(page.request);
    let markedPage = "";
    await ownerRound(
      page,
      "z JS",
      "2031-03-05",
      async () => {
        const current = new URL(page.url()).pathname;
        if (current !== markedPage) {
          // Set once per page (the round opens each page with goto) after its first save: later saves must keep it.
          await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
          markedPage = current;
          return;
        }
        expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      },
      hydrated,
    );
  });

  test("a save changes the page without a document request", async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto("/");
    const box = page.getByRole("region", { name: "Informacje" });
    await (await hydrated(box.getByRole("button", { name: "edycja" }))).click();
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await box.getByRole("textbox").fill("## Bez przeładowania");
    await box.getByRole("button", { name: "Aktualizuj" }).click();
    await expect(box.getByRole("heading", { name: "Bez przeładowania" })).toBeVisible();
    await expect(box.getByRole("button", { name: "edycja" })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(documents).toEqual([]);
  });
});

test.describe("refusals", () => {
  test("a form posted from another origin is refused with 403", async ({ request }) => {
    await signInAsAdmin(request);
    const response = await request.post("/", {
      headers: { origin: "http://evil.example" },
      form: { intent: "info-save", content: "Podmiana" },
    });
    expect(response.status()).toBe(403);
    expect(((await (await request.get("/api/info")).json()) as { content: string }).content).not.toBe("Podmiana");
  });

  test("a visitor posting an owner's intent gets the API's 401, and nothing changes", async ({ request }) => {
    for (const [path, fields] of [
      ["/?index", { intent: "info-save", content: "Włamanie" }],
      ["/?index", { intent: "update-create", date: "2031-01-01", description: "Włamanie" }],
      [MODEL, { intent: "build-note-save", component: "Falcon9", content: "Włamanie" }],
      [MODEL, { intent: "diary-create", component: "Falcon9", date: "2031-01-01", content: "Włamanie" }],
      ["/About", { intent: "about-save", content: "Włamanie" }],
    ] as const) {
      const response = await request.post(path, { form: fields });
      expect(response.status(), `${path} ${fields.intent}`).toBe(401);
      expect(await response.text()).toContain("Zaloguj się");
    }
    expect(
      ((await (await request.get("/api/updates")).json()) as { updates: { description: string }[] }).updates,
    ).not.toContainEqual(expect.objectContaining({ description: "Włamanie" }));
  });
});
