import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration.ts";
import { clearStory, signInAsAdmin } from "./owner.ts";
import { withHomeTextsLocked } from "./home-texts-lock.ts";

/*
 * The admin tells a model's story in the page (the build note and a diary entry), edits an update in
 * place, and a visitor sees it all. Starship S30 is still under construction: the natural first diary.
 */

const MODEL = "/StarshipS30";

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ browser }) => {
  // Leaves the model's story as the seed had it (empty) for the other tests.
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  await clearStory(context.request, MODEL);
  await context.close();
});

test("the admin writes the build note and a diary entry in place; a visitor sees them and opens a photo", async ({
  page,
  browser,
}) => {
  // Two browsers, a dozen page loads and saves: half a minute is not enough on a busy machine.
  test.slow();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(MODEL);
  await expect(visitor.getByRole("region", { name: "Model" })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Budowa modelu" })).toHaveCount(0);

  await signInAsAdmin(page.request);
  await page.goto(MODEL);
  const section = page.getByRole("region", { name: "Budowa modelu" });
  await expect(section.getByText("Opisu budowy jeszcze nie ma")).toBeVisible();
  await (await hydrated(section.getByRole("button", { name: "edycja opisu budowy" }))).click();
  const form = section.getByRole("form", { name: "Edycja opisu budowy" });
  await form.getByLabel("Rozpoczęcie budowy").fill("2025-08-18");
  await form.getByLabel("Godziny pracy").fill("35");
  await form.getByLabel("Ocena zestawu (1–5)").selectOption("4");
  await form.getByLabel("Krótki werdykt o zestawie").fill("Dokładnie spasowane arkusze");
  await form.getByLabel("Oświetlenie (diody LED, Arduino…)").fill("Diody LED w silnikach");
  await form.getByLabel("Opis budowy (Markdown)").fill("Notatka z **warsztatu**: segmenty kadłuba sklejone.");
  // A finish before the start is refused on the spot, and the draft stays.
  await form.getByLabel("Ukończenie").fill("2025-08-01");
  await form.getByRole("button", { name: "Zapisz" }).click();
  await expect(form.getByRole("alert")).toHaveText("Data ukończenia nie może być wcześniejsza niż data rozpoczęcia");
  await form.getByLabel("Ukończenie").fill("");
  await form.getByRole("button", { name: "Zapisz" }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByText("35 godzin")).toBeVisible();
  await expect(section.getByRole("img", { name: "4 na 5" })).toBeVisible();

  await section.getByRole("button", { name: "dodaj wpis" }).click();
  const entryForm = section.getByRole("form", { name: "Nowy wpis w dzienniku" });
  await entryForm.getByLabel("Data").fill("2025-09-02");
  await entryForm.getByLabel("Treść wpisu (Markdown)").fill("Sklejony **booster**, czas na klapy.");
  await entryForm.getByLabel(/Zdjęcia z galerii „dzień”/).fill("2, 3");
  await entryForm.getByRole("button", { name: "Zapisz" }).click();
  await expect(entryForm).toHaveCount(0);
  await expect(section.getByRole("list", { name: "Zdjęcia z 02.09.2025" }).getByRole("img")).toHaveCount(2);

  // The entry is edited in place too.
  await section.getByRole("button", { name: "edycja wpisu z 02.09.2025" }).click();
  const editForm = section.getByRole("form", { name: "Edycja wpisu w dzienniku" });
  await expect(editForm.getByLabel(/Zdjęcia z galerii „dzień”/)).toHaveValue("2, 3");
  await editForm.getByLabel("Treść wpisu (Markdown)").fill("Sklejony **booster** i klapy.");
  await editForm.getByRole("button", { name: "Zapisz" }).click();
  await expect(editForm).toHaveCount(0);

  await visitor.reload();
  const seen = visitor.getByRole("region", { name: "Budowa modelu" });
  await expect(seen.getByText("Notatka z")).toBeVisible();
  await expect(seen.locator("strong", { hasText: "warsztatu" })).toBeVisible();
  await expect(seen.getByText("Dokładnie spasowane arkusze")).toBeVisible();
  await expect(seen.getByRole("heading", { name: "Dziennik budowy" })).toBeVisible();
  await expect(seen.getByText("i klapy.")).toBeVisible();
  await expect(seen.getByRole("button", { name: /edycja|dodaj wpis/ })).toHaveCount(0);
  await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    "Notatka z warsztatu: segmenty kadłuba sklejone.",
  );
  const thumb = await hydrated(seen.getByRole("link", { name: /zdjęcie 3/ }));
  await thumb.click();
  await expect(visitor).toHaveURL(/\?photo=dzien-03/);
  await expect(visitor.getByRole("dialog")).toBeVisible();

  // Deleted in place, after a confirmation.
  await section.getByRole("button", { name: "usuń wpis z 02.09.2025" }).click();
  await section.getByRole("button", { name: "Usuń", exact: true }).click();
  await expect(section.getByText("Dziennik jest pusty")).toBeVisible();
});

test("the admin edits an update in place and a visitor sees it; a refusal keeps the draft", async ({
  page,
  browser,
}) => {
  // It waits its turn with the other writers of the list (home-texts-lock.ts).
  test.setTimeout(300_000);
  await withHomeTextsLocked(async () => {
    const before = (await (await page.request.get("/api/updates")).json()) as {
      updates: { id: number; date: string; description: string; models?: string[] }[];
    };
    const newest = before.updates[0]!;
    await signInAsAdmin(page.request);
    await page.goto("/");
    const block = page.getByRole("region", { name: "Ostatnie aktualizacje" });
    await (await hydrated(block.getByRole("button", { name: `edycja wpisu z ${newest.date}` }))).click();
    const form = block.getByRole("form", { name: "Edycja aktualizacji" });
    await expect(form.getByLabel("Treść")).toHaveValue(newest.description);
    await form.getByLabel("Treść").fill("   ");
    await form.getByRole("button", { name: "Zapisz" }).click();
    await expect(form.getByRole("alert")).toHaveText("Wpisz treść aktualizacji");
    await form.getByLabel("Treść").fill("Starship S30: ruszył dziennik budowy.");
    await form.getByLabel("Model (opcjonalnie)").selectOption({ label: "Rakieta Starship S30" });
    await form.getByRole("button", { name: "Zapisz" }).click();
    await expect(form).toHaveCount(0);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/");
    const first = visitor.getByRole("region", { name: "Ostatnie aktualizacje" }).getByRole("listitem").first();
    await expect(first).toContainText("Starship S30: ruszył dziennik budowy.");
    await expect(first.getByRole("link", { name: "Rakieta Starship S30" })).toHaveAttribute("href", "/StarshipS30");
    const feed = await (await visitor.request.get("/feed.xml")).text();
    expect(feed).toContain("<summary>Starship S30: ruszył dziennik budowy.</summary>");

    // Put back as the seed wrote it, so the list's own tests read the built-in entries.
    const restored = await page.request.patch(`/api/updates/${newest.id}`, {
      data: {
        date: newest.date.split("-").reverse().join("-"),
        description: newest.description,
        model: newest.models?.[0] ?? null,
      },
    });
    expect(restored.status()).toBe(200);
  });
});
