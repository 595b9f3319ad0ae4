import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";
import { deleteModelAt, signInAsAdmin } from "./owner.ts";

/*
 * The path from an empty draft to a page visitors find: the model page's owner forms fill the description, the
 * kit's facts and the map point (a click on the map, then pasted coordinates), "Opublikuj" publishes, and a visitor finds the model by the strip's search and by its
 * publisher. Renames and their redirects are catalogue-owner.test.ts's. The server keeps its state between runs, so
 * every run has its own names.
 */

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const NAME = `Zamek Wzorcowy ${RUN}`;
const PATH = `/Zamek-Wzorcowy-${RUN}`;
const PUBLISHER = `Wydawnictwo Próbne ${RUN}`;
const DESCRIPTION = "Model zamku sklejony na próbę, z wieżą i murami obronnymi.";

test.describe.configure({ timeout: 180_000 });

async function open(panel: Locator, summary: string): Promise<Locator> {
  const details = panel.locator("details", { has: panel.page().locator("summary", { hasText: summary }) });
  if (!(await details.evaluate((node: HTMLDetailsElement) => node.open))) await details.locator("summary").click();
  return panel.getByRole("form", { name: summary });
}

/** One fact a save: the form offers a single blank row, and a save adds the next. */
async function addFact(facts: Locator, row: number, name: string, value: string): Promise<void> {
  await facts.getByRole("combobox", { name: `Nazwa, wiersz ${row}` }).fill(name);
  await facts.getByRole("textbox", { name: `Wartość, wiersz ${row}` }).fill(value);
  await facts.getByRole("button", { name: "Zapisz fakty" }).click();
  await expect(facts.getByRole("combobox", { name: `Nazwa, wiersz ${row + 1}` })).toBeVisible();
  await expect(facts.getByRole("combobox", { name: `Nazwa, wiersz ${row}` })).toHaveValue(name);
}

async function expectModelPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  const section = page.locator("#model");
  await expect(section.getByText(PUBLISHER)).toBeVisible();
  await expect(section.getByText("1:250")).toBeVisible();
  await expect(page.getByRole("region", { name: `Mapa: ${NAME}` })).toBeVisible();
}

test.afterAll(({ browser }) => deleteModelAt(browser, PATH));

test("the admin fills a new model's description, kit data and map point and publishes it; a visitor finds it by search and by publisher", async ({
  page,
  browser,
}) => {
  // The tile service is not reachable from tests; the map works without its pictures.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort("internetdisconnected"));
  await signInAsAdmin(page.request);
  await page.goto("/Katalog/nowy");
  const create = page.getByRole("form", { name: "Nowy model" });
  await create.getByLabel("Nazwa").fill(NAME);
  await create.getByLabel("Adres strony").fill(PATH.slice(1));
  await create.getByLabel("Kategoria").selectOption("zamki i ratusze");
  await (await hydrated(create.getByRole("button", { name: "Utwórz" }))).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  const panel = page.getByRole("complementary", { name: "Model w katalogu" });
  await expect(panel.getByText("Szkic: tę stronę widzisz tylko Ty.")).toBeVisible();
  await hydrated(panel.getByRole("button", { name: "Opublikuj" }));

  const details = await open(panel, "Dane modelu");
  await details.getByLabel("Opis").fill(DESCRIPTION);
  await details.getByRole("button", { name: "Zapisz" }).click();
  await expect(details.getByRole("status")).toHaveText("Zapisano.");

  const facts = await open(panel, "Fakty i dane zestawu");
  await addFact(facts, 1, "Wydawca", PUBLISHER);
  await addFact(facts, 2, "Skala", "1:250");
  await addFact(facts, 3, "Stopień trudności", "3");

  const place = await open(panel, "Miejsce na mapie");
  const picker = place.getByRole("region", { name: `Wskaż na mapie położenie: ${NAME}` });
  await picker.getByRole("button", { name: "Kliknij by aktywować" }).click();
  await expect(picker.getByRole("button", { name: "Przybliż" })).toBeVisible();
  await picker.locator(".leaflet-container").click({ position: { x: 120, y: 80 } });
  await expect(place.getByRole("textbox", { name: /Położenie/ })).toHaveValue(/^\d+(\.\d+)?, \d+(\.\d+)?$/);
  await place.getByRole("textbox", { name: /Położenie/ }).fill("50.3231, 19.1327");
  await place.getByRole("textbox", { name: "Adres" }).fill("Zamkowa 1, Będzin");
  await place.getByRole("button", { name: "Zapisz miejsce" }).click();
  await expect(place.getByRole("status")).toHaveText("Zapisano.");
  await expect(page.getByRole("region", { name: `Mapa: ${NAME}` })).toBeVisible();

  await panel.getByRole("button", { name: "Opublikuj" }).click();
  await expect(panel.getByText("Opublikowany: widoczny dla wszystkich.")).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  const strip = visitorPage.getByRole("navigation", { name: "Modele" });
  await (await hydrated(strip.getByRole("searchbox", { name: "Szukaj modelu po nazwie" }))).fill(`wzorcowy ${RUN}`);
  await expect(strip.getByRole("status")).toHaveText("1 model");
  await strip.getByRole("link", { name: new RegExp(NAME) }).click();
  await expectModelPage(visitorPage);
  await expect(visitorPage.getByText(DESCRIPTION).first()).toBeVisible();

  await visitorPage.goto("/");
  const publisher = strip.getByRole("combobox", { name: "Wydawca zestawu" });
  await (await hydrated(publisher)).selectOption({ label: `${PUBLISHER} (1 model)` });
  await expect(strip.getByRole("status")).toHaveText("1 model");
  await strip.getByRole("link", { name: new RegExp(NAME) }).click();
  await expectModelPage(visitorPage);
  await visitor.close();
});
