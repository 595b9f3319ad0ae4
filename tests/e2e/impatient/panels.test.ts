import type { Page, Response } from "@playwright/test";
import { eachTestOnItsOwnAddress, PASSWORD, randomAddress, RUN } from "../comments-support.ts";
import { statusShown } from "../status.ts";
import { afterWaking, expect, open, test } from "./person.ts";

/** The first outcome of a tap comes with the page's code: on two busy cores at a quarter of their speed, give it time. */
const WOKEN = { timeout: 20_000 };
/** Registration and login hash with scrypt on purpose: on a busy machine that takes seconds. */
const SERVER_WORK = 30_000;

const header = (page: Page) => page.getByRole("banner");
const accountButton = (page: Page) => header(page).getByRole("button", { name: /^Konto/ });
/** Until the page wakes the account icon is a link to /Konto; a person taps it all the same. */
const accountIcon = (page: Page) =>
  header(page)
    .getByRole("link", { name: /^Konto/ })
    .or(accountButton(page));

/** The panel's forms post to /Konto's action (`/Konto.data` from a fetcher). */
const isAccountPost = (response: Response) =>
  response.request().method() === "POST" && /^\/Konto(?:\.data)?$/.test(new URL(response.url()).pathname);

test.describe("the settings panel", () => {
  test("the gear's first tap opens the panel, and “ciemna” + “Zapisz” saves", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, "/Hel");
    await header(page).getByRole("button", { name: "Ustawienia" }).tap();
    const panel = page.getByRole("dialog", { name: "Ustawienia" });
    await expect(panel).toBeVisible(WOKEN);
    await panel.getByRole("group", { name: "Kolorystyka" }).getByRole("radio", { name: "ciemna" }).tap();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await panel.getByRole("button", { name: "Zapisz" }).tap();
    await expect(panel.getByRole("status")).toHaveText("Zapisano");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
  });
});

test.describe("the account panel", () => {
  eachTestOnItsOwnAddress();

  test("the account icon's first tap opens the login form, and the person logs in through it", async ({
    page,
    request,
  }) => {
    const login = `niecierp${RUN}${test.info().retry}`;
    // Registered through the API, with cookies of its own: the page's browser is a fresh visitor.
    const created = await request.post("/api/users", {
      data: { login, email: `${login}@example.com`, password: PASSWORD },
      headers: { "cf-connecting-ip": randomAddress() },
    });
    expect(created.status(), await created.text()).toBe(201);

    await open(page, "/Hel");
    await accountIcon(page).tap();
    const dialog = page.getByRole("dialog", { name: "Konto" });
    await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible(WOKEN);
    await expect(page).toHaveURL(/\/Hel$/);
    await dialog.getByRole("textbox", { name: "Login" }).tap();
    await page.keyboard.type(login, { delay: 20 });
    await dialog.getByLabel("Hasło", { exact: true }).tap();
    await page.keyboard.type(PASSWORD, { delay: 20 });
    const answer = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    await dialog.getByRole("button", { name: "Zaloguj" }).tap();
    expect((await answer).status()).toBe(200);
    await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
    await expect(dialog).toContainText(`${login}@example.com`);
    await expect(accountButton(page)).toHaveAccessibleName(`Konto: ${login}`);
    await expect(page.getByRole("heading", { level: 1, name: "Latarnia morska Hel" })).toBeVisible();
  });

  test("registration through the panel opened on the first tap", async ({ page }) => {
    const login = `nowy${RUN}${test.info().retry}${Math.random().toString(36).slice(2, 5)}`;
    await open(page, "/");
    await accountIcon(page).tap();
    const dialog = page.getByRole("dialog", { name: "Konto" });
    await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible(WOKEN);
    await dialog.getByRole("button", { name: "Zarejestruj" }).tap();
    await expect(dialog.getByRole("heading", { name: "Rejestracja" })).toBeVisible();
    await dialog.getByRole("textbox", { name: "Login" }).tap();
    await page.keyboard.type(login, { delay: 20 });
    await dialog.getByRole("textbox", { name: "E-mail" }).tap();
    await page.keyboard.type(`${login}@example.com`, { delay: 20 });
    await dialog.getByLabel("Hasło", { exact: true }).tap();
    await page.keyboard.type(PASSWORD, { delay: 20 });
    await dialog.getByLabel("Powtórz hasło").tap();
    await page.keyboard.type(PASSWORD, { delay: 20 });
    const answer = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    const tick = statusShown(page, "Zarejestrowano");
    await dialog.getByRole("button", { name: "Zarejestruj" }).tap();
    expect((await answer).status()).toBe(200);
    await tick;
    await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Login" })).toHaveValue(login);
  });
});

test("the resistor calculator answers the first “Oblicz” with values typed before its code came", async ({ page }) => {
  await open(page, "/Oswietlenie");
  const calculator = page.getByRole("region", { name: "Kalkulator rezystora" });
  const result = calculator.getByRole("status");
  for (const [label, value] of [
    ["Napięcie zasilania (V)", "9"],
    ["Napięcie przewodzenia diody (V)", "2"],
    ["Prąd diody (mA)", "20"],
  ] as const) {
    const field = calculator.getByLabel(label);
    await field.tap();
    await page.keyboard.type(value, { delay: 20 });
  }
  await calculator.getByRole("button", { name: "Oblicz" }).tap();
  await expect(result).toContainText("Wynik: 350 Ω", WOKEN);
  await expect(result).toContainText("Najbliższy rezystor z szeregu E12 (równy lub większy): 390 Ω");
  await expect(result).toContainText("Moc wydzielana na rezystorze: 140 mW");
  await afterWaking(calculator.getByRole("button", { name: "Oblicz" }));
  await expect(calculator.getByLabel("Napięcie zasilania (V)")).toHaveValue("9");
  await expect(result).toContainText("Wynik: 350 Ω");
});

test("a section's toggle collapses “Historia” on the first tap", async ({ page }) => {
  await open(page, "/Hel");
  const history = page.getByRole("button", { name: "Historia", exact: true });
  const article = page.getByRole("region", { name: "Historia" }).getByRole("article");
  await history.tap();
  await expect(history).toHaveAttribute("aria-expanded", "false", WOKEN);
  await expect(article).toBeHidden();
  await afterWaking(history);
  await expect(history).toHaveAttribute("aria-expanded", "false");
  await expect(article).toBeHidden();
});

test("the scroll-to-top button brings the page back up on its first tap", async ({ page }) => {
  await open(page, "/Wang");
  // A person's flick down the page, far past 600 px.
  await page.mouse.wheel(0, 1500);
  const button = page.getByRole("button", { name: "Przewiń na górę strony" });
  await button.tap(WOKEN);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("the header's snow button lets it snow on the first tap", async ({ page }) => {
  await open(page, "/");
  const button = header(page).getByRole("button", { name: "Padający śnieg" });
  const canvas = page.locator("canvas[aria-hidden='true']");
  await button.tap();
  await expect(button).toHaveAttribute("aria-pressed", "true", WOKEN);
  await expect(canvas).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem("snowflakes"))).toBe("true");
  await afterWaking(button);
  await expect(button).toHaveAttribute("aria-pressed", "true");
});

test.describe("the colour-scheme button", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`switches away from the system's ${scheme} scheme on the first tap`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, "/");
      const html = page.locator("html");
      const button = header(page).getByRole("button", { name: "Ciemna kolorystyka" });
      await button.tap();
      if (scheme === "light") await expect(html).toHaveClass(/dark/, WOKEN);
      else await expect(html).not.toHaveClass(/dark/, WOKEN);
      await expect(button).toHaveAttribute("aria-pressed", String(scheme === "light"));
      expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe(String(scheme === "light"));
      await afterWaking(button);
      await expect(button).toHaveAttribute("aria-pressed", String(scheme === "light"));
    });
  }
});
