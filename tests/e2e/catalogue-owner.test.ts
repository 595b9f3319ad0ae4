import { expect, test, type Browser, type Locator } from "@playwright/test";
import { hydrated } from "./hydration.ts";
import { signInAsAdmin } from "./owner.ts";

/*
 * The owner publishes a model from the browser. It changes what every page lists, so this file runs in its
 * own Playwright project after all the others (playwright.config.ts) and deletes its model at the end.
 */

const NAME = "Latarnia Testowa nad Zalewem";
const PATH = "/Latarnia Testowa";
const RENAMED = "/Latarnia Testowa Nowa";

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Opens one of the panel's `<details>` unless it is open already (a save keeps it open). */
async function open(panel: Locator, summary: string): Promise<void> {
  const details = panel.locator("details", { has: panel.page().locator("summary", { hasText: summary }) });
  if (!(await details.evaluate((node: HTMLDetailsElement) => node.open))) await details.locator("summary").click();
}

async function visitorStatus(browser: Browser, path: string): Promise<{ status: number; url: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(encodeURI(path));
  const answer = { status: response?.status() ?? 0, url: page.url() };
  await context.close();
  return answer;
}

test("the admin creates a draft, fills it in, publishes it; a visitor finds it; a rename redirects; deletion ends it", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page.request);
  await page.goto("/");
  await (
    await hydrated(page.getByRole("navigation", { name: "Modele" }).getByRole("link", { name: "Nowy model" }))
  ).click();
  await expect(page).toHaveURL(/\/Katalog\/nowy$/);

  const create = page.getByRole("form", { name: "Nowy model" });
  await create.getByLabel("Nazwa").fill(NAME);
  await create.getByLabel("Adres strony").fill("hel");
  await create.getByLabel("Kategoria").selectOption("latarnie morskie");
  await (await hydrated(create.getByRole("button", { name: "Utwórz" }))).click();
  await expect(create.getByRole("alert")).toHaveText("Ten adres ma już inny model");
  await expect(create.getByLabel("Nazwa")).toHaveValue(NAME);

  await create.getByLabel("Adres strony").fill(PATH.slice(1));
  await create.getByRole("button", { name: "Utwórz" }).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(PATH)}$`));
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  const panel = page.getByRole("complementary", { name: "Model w katalogu" });
  await expect(panel.getByText("Szkic: tę stronę widzisz tylko Ty.")).toBeVisible();
  // The owner's strip reads its cards again for the new catalogue version: the draft is among them.
  const ownersStrip = page.getByRole("navigation", { name: "Modele" });
  await expect(ownersStrip.getByRole("link", { name: new RegExp(NAME) })).toHaveCount(1);
  expect((await visitorStatus(browser, PATH)).status).toBe(404);

  await (await hydrated(panel.getByRole("button", { name: "Opublikuj" }))).isVisible();
  await open(panel, "Dane modelu");
  const details = panel.getByRole("form", { name: "Dane modelu" });
  await details.getByLabel("Opis").fill("Model testowy latarni z wydmy nad zalewem.");
  await details.getByRole("button", { name: "Zapisz" }).click();
  await expect(details.getByRole("status")).toHaveText("Zapisano.");

  await panel.getByRole("button", { name: "Opublikuj" }).click();
  await expect(panel.getByText("Opublikowany: widoczny dla wszystkich.")).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  const strip = visitorPage.getByRole("navigation", { name: "Modele" });
  await (await hydrated(strip.getByRole("searchbox"))).fill("testowa nad");
  await strip.getByRole("link", { name: new RegExp(NAME) }).click();
  await expect(visitorPage.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(visitorPage.getByText("Model testowy latarni z wydmy nad zalewem.").first()).toBeVisible();
  await visitor.close();

  await open(panel, "Dane modelu");
  await details.getByLabel("Adres strony").fill(RENAMED.slice(1));
  await details.getByRole("button", { name: "Zapisz" }).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(RENAMED)}$`));
  const moved = await visitorStatus(browser, `${PATH}?photo=dzien-01`);
  expect(moved.status).toBe(200);
  expect(moved.url).toMatch(new RegExp(`${encodeURI(RENAMED)}\\?photo=dzien-01$`));

  await open(page.getByRole("complementary", { name: "Model w katalogu" }), "Usuń model");
  const removal = page.getByRole("form", { name: "Usuń model" });
  await removal.getByLabel(`Wpisz nazwę modelu: ${NAME}`).fill("coś innego");
  await removal.getByRole("button", { name: "Usuń model" }).click();
  await expect(removal.getByRole("alert")).toHaveText("Wpisz dokładnie nazwę modelu, aby potwierdzić usunięcie");
  await removal.getByLabel(`Wpisz nazwę modelu: ${NAME}`).fill(NAME);
  await removal.getByRole("button", { name: "Usuń model" }).click();
  // The model waits in the trash: the owner lands on /Katalog with its notice.
  await expect(page).toHaveURL(/\/Katalog\?usunieto=\d+$/);
  await expect(ownersStrip.getByRole("link", { name: new RegExp(NAME) })).toHaveCount(0);
  expect((await visitorStatus(browser, RENAMED)).status).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the new-model form refuses a reserved address and keeps what was typed", async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto("/Katalog/nowy");
    const create = page.getByRole("form", { name: "Nowy model" });
    await create.getByLabel("Nazwa").fill("Strona o mnie");
    await create.getByLabel("Adres strony").fill("About");
    await create.getByRole("button", { name: "Utwórz" }).click();
    await expect(page.getByRole("alert")).toHaveText("Ten adres należy do innej strony serwisu");
    await expect(page.getByRole("form", { name: "Nowy model" }).getByLabel("Nazwa")).toHaveValue("Strona o mnie");
  });

  test("a visitor gets the 404 page for the new-model page", async ({ page }) => {
    expect((await page.goto("/Katalog/nowy"))?.status()).toBe(404);
  });
});
