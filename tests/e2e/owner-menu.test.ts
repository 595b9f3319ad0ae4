import { expect, test, type Page } from "@playwright/test";
import { PHONE } from "./impatient/person.ts";
import { signInAsAdmin } from "./owner.ts";

/*
 * The owner on a phone finds the owner's pages from the account panel, and an owner signed out on one of them signs
 * in from its 404 page and is back where they were. Acted as a person acts: at once, on a touch screen.
 */

test.use({ ...PHONE });
test.describe.configure({ timeout: 60_000 });

const ADMIN = { login: "admin", password: "admin-lokalnie" };

/** A draft of this test's own: only the owner sees it, so no visitor's page changes under the other tests. */
async function withDraft(page: Page, act: (name: string) => Promise<void>): Promise<void> {
  const name = `Szkic z telefonu ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/models", {
    data: { name, path: name, category: "zamki i ratusze" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { model: { id: number } }).model;
  try {
    await act(name);
  } finally {
    expect((await page.request.delete(`/api/models/${id}`)).status()).toBe(204);
  }
}

async function signInOnAccountPage(page: Page): Promise<void> {
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Logowanie", exact: true }) });
  await form.getByRole("textbox", { name: "Login" }).fill(ADMIN.login);
  await form.getByLabel("Hasło", { exact: true }).fill(ADMIN.password);
  await form.getByRole("button", { name: "Zaloguj" }).tap();
}

test("the admin opens the account panel, goes to Modele and filters the drafts", async ({ page }) => {
  await signInAsAdmin(page.request);
  await withDraft(page, async (name) => {
    await page.goto("/");
    // A link to /Konto until the page's code has come, then a button opening the panel.
    await page.getByRole("banner").getByLabel("Konto: admin").tap();
    // The panel, or /Konto when the tap came before the page's code: both lead to the owner's pages.
    const menu = page.getByRole("navigation", { name: "Prowadzenie strony" });
    await expect(menu.getByRole("link", { name: "Nowy model" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /^Moderacja/ })).toBeVisible();
    await menu.getByRole("link", { name: "Modele" }).tap();

    await expect(page).toHaveURL(/\/Katalog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Modele" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const filters = page.getByRole("navigation", { name: "Stan modeli" });
    await expect(filters.getByRole("link", { name: /^Wszystkie/ })).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("row", { name: /Latarnia morska Hel/ }).getByText("opublikowany", { exact: true }),
    ).toBeVisible();

    await filters.getByRole("link", { name: /^Szkice/ }).tap();
    await expect(page).toHaveURL(/\/Katalog\?stan=szkic$/);
    await expect(filters.getByRole("link", { name: /^Szkice/ })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByText("szkic", { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /Latarnia morska Hel/ })).toHaveCount(0);

    await row.getByRole("link", { name }).tap();
    await expect(page).toHaveURL(new RegExp(`/${encodeURI(name)}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});

test("the list of models fits a phone's width, light and dark", async ({ page }) => {
  await signInAsAdmin(page.request);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/Katalog");
    await expect(page.getByRole("heading", { level: 1, name: "Modele" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, colorScheme).toBeLessThanOrEqual(0);
  }
});

test("signed out, an owner's page is the 404 page; “Zaloguj się” signs in and returns to it", async ({ page }) => {
  const response = await page.goto("/Katalog?stan=szkic");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Modele" })).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Zaloguj się" }).tap();
  await expect(page).toHaveURL(/\/Konto\?powrot=%2FKatalog%3Fstan%3Dszkic$/);

  await signInOnAccountPage(page);
  await expect(page).toHaveURL(/\/Katalog\?stan=szkic$/);
  await expect(page.getByRole("heading", { level: 1, name: "Modele" })).toBeVisible();
  await expect(page.getByRole("banner").getByLabel("Konto: admin")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the 404 page of /Moderacja signs in through /Konto's form and returns to /Moderacja", async ({ page }) => {
    expect((await page.goto("/Moderacja"))?.status()).toBe(404);
    await page.getByRole("main").getByRole("link", { name: "Zaloguj się" }).tap();
    await signInOnAccountPage(page);
    await expect(page).toHaveURL(/\/Moderacja$/);
    await expect(page.getByRole("heading", { level: 1, name: "Moderacja komentarzy" })).toBeVisible();
  });

  test("the filters are links: Ukryte lists the hidden models", async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto("/Katalog");
    await page
      .getByRole("navigation", { name: "Stan modeli" })
      .getByRole("link", { name: /^Ukryte/ })
      .tap();
    await expect(page).toHaveURL(/\/Katalog\?stan=ukryty$/);
    await expect(
      page.getByRole("navigation", { name: "Stan modeli" }).getByRole("link", { name: /^Ukryte/ }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("row", { name: /Latarnia morska Hel/ })).toHaveCount(0);
  });
});
