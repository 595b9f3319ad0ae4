import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";
import { PHONE } from "./impatient/person.ts";
import { signInAsAdmin } from "./owner.ts";

/*
 * The owner's editors on a phone: unsaved text kept in the browser and restored, a question before leaving, the facts
 * editor's kit rows saved at once with "Usuń" undone by "Cofnij", and the address filled from the name. Every run has
 * its own models and deletes them.
 */

test.use({ ...PHONE, deviceScaleFactor: 1 });
test.describe.configure({ timeout: 120_000 });

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const made: number[] = [];

interface ApiModel {
  id: number;
  path: string;
  description: string;
  info: Record<string, string | number>;
}

async function newDraft(request: APIRequestContext, name: string): Promise<ApiModel> {
  const response = await request.post("/api/models", {
    data: { name, path: name.replaceAll(" ", "-"), category: "zamki i ratusze" },
  });
  expect(response.status()).toBe(201);
  const { model } = (await response.json()) as { model: ApiModel };
  made.push(model.id);
  return model;
}

async function read(request: APIRequestContext, id: number): Promise<ApiModel> {
  return ((await (await request.get(`/api/models/${id}`)).json()) as { model: ApiModel }).model;
}

async function open(page: Page, summary: string): Promise<Locator> {
  const panel = page.getByRole("complementary", { name: "Model w katalogu" });
  const details = panel.locator("details", { has: page.locator("summary", { hasText: summary }) });
  if (!(await details.evaluate((node: HTMLDetailsElement) => node.open))) await details.locator("summary").tap();
  return panel.getByRole("form", { name: summary });
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  for (const id of made) await context.request.delete(`/api/models/${id}`);
  await context.close();
});

test("unsaved text survives a reload and is restored with Odrzuć; leaving inside the site asks first", async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  const model = await newDraft(page.request, `Zamek Szkicowy ${RUN}`);
  await page.goto(model.path);
  const details = await open(page, "Dane modelu");
  const description = details.getByLabel("Opis");
  await hydrated(description);
  await description.fill("Tekst, który nie może zginąć.");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("drafts")))
    .toContain("Tekst, który nie może zginąć.");

  // A reload asks through `beforeunload`; the owner goes on, and the text comes back.
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toContain("beforeunload");
  const restored = page.getByRole("form", { name: "Dane modelu" });
  await expect(restored.getByRole("status")).toContainText("Przywrócono niezapisany tekst");
  await expect(restored.getByLabel("Opis")).toHaveValue("Tekst, który nie może zginąć.");

  await restored.getByRole("button", { name: "Odrzuć" }).tap();
  await expect(restored.getByLabel("Opis")).toHaveValue("");
  await expect(restored.getByText("Przywrócono niezapisany tekst")).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("drafts"))).toBeNull();

  // A link inside the site asks too: declined, the page and its text stay.
  await restored.getByLabel("Opis").fill("Drugi tekst.");
  page.removeAllListeners("dialog");
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  const link = page.getByRole("contentinfo").getByRole("link").first();
  await (await hydrated(link)).tap();
  await expect.poll(() => questions.length).toBeGreaterThan(0);
  expect(questions[0]).toContain("niezapisane zmiany");
  expect(new URL(page.url()).pathname).toBe(encodeURI(model.path));
  await expect(restored.getByLabel("Opis")).toHaveValue("Drugi tekst.");

  await restored.getByRole("button", { name: "Zapisz" }).tap();
  await expect(restored.getByRole("status")).toHaveText("Zapisano.");
  expect((await read(page.request, model.id)).description).toBe("Drugi tekst.");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("drafts"))).toBeNull();
});

test("the facts editor starts with the kit's rows, saves them at once, and Usuń waits for the save with Cofnij", async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  const model = await newDraft(page.request, `Zamek Faktów ${RUN}`);
  await page.goto(model.path);
  const facts = await open(page, "Fakty i dane zestawu");
  const names = ["Wydawca", "Skala", "Rok wydania", "Stopień trudności", "Ilość stron", "Długość", "Szerokość"];
  for (const [index, name] of [...names, "Wysokość", "Link do pobrania"].entries()) {
    await expect(facts.getByRole("combobox", { name: `Nazwa, wiersz ${index + 1}`, exact: true })).toHaveValue(name);
  }
  await expect(facts.getByRole("combobox", { name: "Nazwa, wiersz 10" })).toHaveCount(0);
  const value = (row: number) => facts.getByRole("textbox", { name: `Wartość, wiersz ${row}`, exact: true });
  await hydrated(value(1));
  await value(1).fill("GPM");
  await value(2).fill("1:150");
  await value(5).fill("12");
  await facts.getByRole("button", { name: "Zapisz fakty" }).tap();
  await expect(facts.getByRole("status")).toHaveText("Zapisano.");
  expect((await read(page.request, model.id)).info).toEqual({ Wydawca: "GPM", Skala: "1:150", "Ilość stron": 12 });

  const box = (name: string) => facts.getByLabel(`Usuń „${name}”`);
  const toggle = (name: string) => facts.locator("label", { has: page.getByLabel(`Usuń „${name}”`) });
  await toggle("Wydawca").tap();
  await expect(box("Wydawca")).toBeChecked();
  await expect(toggle("Wydawca").getByText("Cofnij")).toBeVisible();
  await expect(toggle("Wydawca").getByText("Usuń")).toBeHidden();
  await toggle("Wydawca").tap();
  await expect(box("Wydawca")).not.toBeChecked();
  await expect(toggle("Wydawca").getByText("Usuń")).toBeVisible();
  await toggle("Skala").tap();
  await expect(box("Skala")).toBeChecked();
  expect((await read(page.request, model.id)).info).toEqual({ Wydawca: "GPM", Skala: "1:150", "Ilość stron": 12 });
  await facts.getByRole("button", { name: "Zapisz fakty" }).tap();
  await expect
    .poll(async () => (await read(page.request, model.id)).info)
    .toEqual({ Wydawca: "GPM", "Ilość stron": 12 });
  // Skala is offered again, empty, among the kit's rows.
  await expect(facts.getByRole("combobox", { name: "Nazwa, wiersz 3", exact: true })).toHaveValue("Skala");
  await facts.getByRole("button", { name: "Dodaj wiersz" }).tap();
  await expect(facts.getByRole("combobox", { name: "Nazwa, wiersz 10" })).toHaveValue("");
  await expect(value(3)).toHaveValue("");
});

test("the new model's address follows its name until edited, and the created page opens at the owner's panel", async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  await page.goto("/Katalog/nowy");
  const create = page.getByRole("form", { name: "Nowy model" });
  const name = create.getByLabel("Nazwa");
  const address = create.getByLabel("Adres strony");
  await hydrated(name);
  await name.fill(`Zamek w Będzinie Łęczyca ${RUN}`);
  await expect(address).toHaveValue(`Zamek-w-Bedzinie-Leczyca-${RUN}`);
  await address.fill(`Zamek Nowy ${RUN}`);
  await name.fill(`Zamek Żółty ${RUN}`);
  await expect(address).toHaveValue(`Zamek Nowy ${RUN}`);
  await address.fill("");
  await name.fill(`Zamek Żółty ${RUN}`);
  await expect(address).toHaveValue(`Zamek-Zolty-${RUN}`);

  await create.getByRole("button", { name: "Utwórz" }).tap();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/Zamek-Zolty-${RUN}`);
  const panel = page.getByRole("complementary", { name: "Model w katalogu" });
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
  const { models } = (await (await page.request.get("/api/models")).json()) as { models: ApiModel[] };
  const created = models.find((model) => model.path === `/Zamek-Zolty-${RUN}`);
  if (created) made.push(created.id);
  expect(created).toBeDefined();
});
