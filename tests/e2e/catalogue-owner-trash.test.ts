import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoViolationsInBothSchemes, WCAG } from "./axe.ts";
import { randomAddress, RUN, seedComment } from "./comments-support.ts";
import { PHONE } from "./impatient/person.ts";
import { signInAsAdmin } from "./owner.ts";

/*
 * The owner on a phone deletes a model, lands on /Katalog with "Cofnij", finds it in "Kosz" and restores it, and
 * approves a held comment in its thread. Drafts of the test's own; its acts join /Moderacja's history, so the file
 * runs with the catalogue's project, after the moderation tests read that history.
 */

test.use({ ...PHONE });
test.describe.configure({ timeout: 90_000 });

async function newDraft(page: Page): Promise<{ id: number; name: string; path: string }> {
  const name = `Kosz z telefonu ${RUN}${Math.random().toString(36).slice(2, 6)}`;
  const created = await page.request.post("/api/models", { data: { name, path: name, category: "zamki i ratusze" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, path } = ((await created.json()) as { model: { id: number; path: string } }).model;
  return { id, name, path };
}

/** Opens one of the panel's `<details>` by its summary. */
async function open(panel: Locator, summary: string): Promise<void> {
  await panel.locator("summary", { hasText: summary }).tap();
}

test("Usuń model lands on /Katalog with Cofnij, which brings the model back whole at its address", async ({ page }) => {
  await signInAsAdmin(page.request);
  const model = await newDraft(page);
  await page.goto(encodeURI(model.path));
  const panel = page.getByRole("complementary", { name: "Model w katalogu" });
  await open(panel, "Usuń model");
  const removal = page.getByRole("form", { name: "Usuń model" });
  await removal.getByLabel(`Wpisz nazwę modelu: ${model.name}`).fill(model.name);
  await removal.getByRole("button", { name: "Usuń model" }).tap();

  await expect(page).toHaveURL(new RegExp(`/Katalog\\?usunieto=${model.id}$`));
  const notice = page.getByRole("status").filter({ hasText: "Usunięto model" });
  await expect(notice).toHaveText(new RegExp(`Usunięto model ${model.name}\\.`));
  const trash = page.getByRole("region", { name: "Kosz" });
  await expect(trash.getByText(model.name, { exact: true })).toBeVisible();
  expect((await page.request.get(encodeURI(model.path))).status()).toBe(404);
  await expectNoViolationsInBothSchemes(page, "/Katalog with its notice and Kosz", { tags: WCAG });

  await notice.getByRole("button", { name: "Cofnij" }).tap();
  const restored = page.getByRole("status").filter({ hasText: "Przywrócono model" });
  await expect(restored.getByRole("link", { name: model.name })).toBeVisible();
  await expect(trash.getByText(model.name, { exact: true })).toHaveCount(0);
  await restored.getByRole("link", { name: model.name }).tap();
  await expect(page.getByRole("heading", { level: 1, name: model.name })).toBeVisible();
  expect((await page.request.delete(`/api/models/${model.id}`)).status()).toBe(204);
});

test("Kosz lists a model deleted through the API, and Przywróć restores it", async ({ page }) => {
  await signInAsAdmin(page.request);
  const model = await newDraft(page);
  expect((await page.request.delete(`/api/models/${model.id}`)).status()).toBe(204);
  const listed = (await (await page.request.get("/api/models?deleted=1")).json()) as { models: { id: number }[] };
  expect(listed.models.some((entry) => entry.id === model.id)).toBe(true);

  await page.goto("/Katalog");
  const trash = page.getByRole("region", { name: "Kosz" });
  const form = trash.getByRole("form", { name: `Przywróć: ${model.name}` });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Przywróć" }).tap();
  await expect(page.getByRole("status").filter({ hasText: `Przywrócono model ${model.name}.` })).toBeVisible();
  await expect(form).toHaveCount(0);
  expect((await page.request.get(encodeURI(model.path))).status()).toBe(200);
  expect((await page.request.delete(`/api/models/${model.id}`)).status()).toBe(204);
});

test("a held comment has Zatwierdź beside Usuń in its thread; approved there, visitors see it", async ({
  page,
  browser,
}) => {
  const text = `Zatwierdzam na miejscu ${RUN} https://a.example https://b.example https://c.example`;
  await seedComment(page.request, "Darlowo", `Gosc${RUN}`, text, { held: true });
  await signInAsAdmin(page.request);
  await page.goto("/Darlowo");
  const comment = page.getByRole("article").filter({ hasText: `Zatwierdzam na miejscu ${RUN}` });
  await expect(comment).toContainText("Komentarz czeka na zatwierdzenie");
  await expect(
    comment.getByRole("link", { name: /^Usuń komentarz/ }).or(comment.getByRole("button", { name: /^Usuń komentarz/ })),
  ).toBeVisible();
  await comment.getByRole("button", { name: /^Zatwierdź komentarz/ }).tap();
  await expect(comment).not.toContainText("Komentarz czeka na zatwierdzenie");
  await expect(comment.getByRole("button", { name: /^Zatwierdź komentarz/ })).toHaveCount(0);

  const guest = await browser.newPage({ extraHTTPHeaders: { "cf-connecting-ip": randomAddress() } });
  await guest.goto("/Darlowo");
  await expect(guest.getByText(`Zatwierdzam na miejscu ${RUN}`)).toBeVisible();
  await guest.close();
});
