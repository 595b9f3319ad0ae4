import { expect, test, type Browser, type Locator, type Page, type Response } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expectNoViolationsInBothSchemes } from "./axe.ts";
import { hydrated, pageInUse } from "./hydration.ts";
import { statusShown } from "./status.ts";

/*
 * The account panel against the real worker and D1. The e2e database is fresh per server start but shared by the
 * tests of a run, so each account gets a login unique to this run. Logins and registrations are rate limited per
 * client address (10 a minute): these tests make four logins and one registration.
 */

/** Registration and login hash with scrypt on purpose (docs/operations.md): on a busy machine that takes seconds. */
const SERVER_WORK = 20_000;
test.describe.configure({ timeout: 60_000 });

function newAccount() {
  // Parallel workers load this file separately: time and randomness keep their logins apart (at most 20 characters).
  const login = `e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { login, email: `${login}@example.com`, password: "haslo-e2e-123" };
}

function accountButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Konto/ });
}

async function openPanel(page: Page): Promise<Locator> {
  await pageInUse(page);
  await (await hydrated(accountButton(page))).click();
  const dialog = page.getByRole("dialog", { name: "Konto" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function register(page: Page, account: ReturnType<typeof newAccount>) {
  const dialog = await openPanel(page);
  await dialog.getByRole("button", { name: "Zarejestruj" }).click();
  await expect(dialog.getByRole("heading", { name: "Rejestracja" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Login" }).fill(account.login);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(account.email);
  await dialog.getByLabel("Hasło", { exact: true }).fill(account.password);
  await dialog.getByLabel("Powtórz hasło").fill(account.password);
  const answer = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
  const tick = statusShown(page, "Zarejestrowano");
  await dialog.getByRole("button", { name: "Zarejestruj" }).click();
  expect((await answer).status()).toBe(200);
  await tick;
  await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Login" })).toHaveValue(account.login);
  return dialog;
}

/** The panel's forms post to /Konto's action (`/Konto.data` from a fetcher). */
const isAccountPost = (response: Response) =>
  response.request().method() === "POST" && /^\/Konto(?:\.data)?$/.test(new URL(response.url()).pathname);

/** Sends the login form and waits for the server's answer (scrypt makes it slow on a busy machine). */
async function logIn(dialog: Locator, login: string, password: string): Promise<number> {
  await dialog.getByRole("textbox", { name: "Login" }).fill(login);
  await dialog.getByLabel("Hasło", { exact: true }).fill(password);
  const answer = dialog.page().waitForResponse(isAccountPost, { timeout: SERVER_WORK });
  await dialog.getByRole("button", { name: "Zaloguj" }).click();
  return (await answer).status();
}

test("register, log in, stay logged in after a reload, log out", async ({ page, context }) => {
  test.slow();
  const account = newAccount();
  await page.goto("/");
  const dialog = await register(page, account);
  await expect(dialog.getByLabel("Hasło", { exact: true })).toBeFocused();

  // After the login React Router reads the loaders again (cookie kept? e-mail), then the panel shows the tick.
  const check = page.waitForResponse(
    (response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith(".data"),
    { timeout: SERVER_WORK },
  );
  const tick = statusShown(page, "Zalogowano");
  expect(await logIn(dialog, account.login, account.password)).toBe(200);
  await check;
  await tick;
  await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
  await expect(dialog).toContainText(account.email);
  await expect(dialog).toContainText("•••••");
  await expect(dialog).not.toContainText(account.password);
  // The root loader re-read the cookie: the header shows the login beside the icon.
  await expect(accountButton(page)).toHaveAccessibleName(`Konto: ${account.login}`);
  await expect(page.getByRole("banner")).toContainText(account.login);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("user")))!)).toEqual({
    login: account.login,
    admin: false,
  });

  await page.reload();
  // Rendered on the server from the cookie, before any script runs.
  await expect(accountButton(page)).toHaveAccessibleName(`Konto: ${account.login}`);
  const again = await openPanel(page);
  await expect(again.getByRole("heading", { name: "Twoje konto" })).toBeVisible();
  await expect(again).toContainText(account.email);

  await again.getByRole("button", { name: "Wyloguj", exact: true }).click();
  await expect(again.getByRole("heading", { name: "Logowanie" })).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName("Konto: zaloguj się lub zarejestruj");
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === "__Host-session")).toBeUndefined();
  await page.reload();
  await pageInUse(page);
  await expect(accountButton(page)).toHaveAccessibleName("Konto: zaloguj się lub zarejestruj");
});

test("logging in on a model page keeps the page and updates the header", async ({ page }) => {
  await page.goto("/Hel");
  const dialog = await openPanel(page);
  expect(await logIn(dialog, "admin", "admin-lokalnie")).toBe(200);
  await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
  await expect(accountButton(page)).toHaveAccessibleName("Konto: admin");
  await expect(page.getByRole("heading", { level: 1, name: "Latarnia morska Hel" })).toBeVisible();
});

test("the session cookie is HttpOnly, Secure and SameSite=Lax", async ({ page, context }) => {
  await page.goto("/");
  const dialog = await openPanel(page);
  expect(await logIn(dialog, "admin", "admin-lokalnie")).toBe(200);
  await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
  await expect(dialog).toContainText("administrator");
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "__Host-session");
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("__Host-session");
});

test("a wrong password shows Błędny login lub hasło in red, and closing the panel clears it", async ({ page }) => {
  await page.goto("/");
  const dialog = await openPanel(page);
  expect(await logIn(dialog, "admin", "to-nie-jest-haslo")).toBe(401);
  const alert = dialog.getByRole("alert");
  await expect(alert).toHaveText("Błędny login lub hasło");
  const [red, green, blue] = (await alert.evaluate((node) => getComputedStyle(node).color)).match(/\d+/g)!.map(Number);
  expect(red).toBeGreaterThan(green! + 80);
  expect(red).toBeGreaterThan(blue! + 80);
  await dialog.getByRole("button", { name: "Zamknij", exact: true }).click();
  await expect(dialog).toBeHidden();
  await openPanel(page);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});

test("differing passwords show Błędne hasło and send nothing", async ({ page }) => {
  await page.goto("/");
  const dialog = await openPanel(page);
  await dialog.getByRole("button", { name: "Zarejestruj" }).click();
  await dialog.getByRole("textbox", { name: "Login" }).fill("ktos_nowy");
  await dialog.getByRole("textbox", { name: "E-mail" }).fill("ktos@example.com");
  await dialog.getByLabel("Hasło", { exact: true }).fill("haslo-jeden");
  await dialog.getByLabel("Powtórz hasło").fill("haslo-dwa");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/Konto")) posted = true;
  });
  await dialog.getByRole("button", { name: "Zarejestruj" }).click();
  await expect(dialog).toContainText("Błędne hasło");
  await expect(dialog.getByLabel("Hasło", { exact: true })).toHaveValue("");
  await expect(dialog.getByLabel("Powtórz hasło")).toHaveValue("");
  expect(posted).toBe(false);
});

test("clicking the dark backdrop closes the panel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const dialog = await openPanel(page);
  await page.mouse.click(20, 780);
  await expect(dialog).toBeHidden();
});

test("Escape closes the panel and focus returns to the account icon", async ({ page }) => {
  await page.goto("/");
  const dialog = await openPanel(page);
  await expect(dialog.getByRole("textbox", { name: "Login" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Hasło", { exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toBeFocused();
});

test("the panel's forms with their messages pass axe in both colour schemes", async ({ page }) => {
  test.slow();
  await page.goto("/");
  const dialog = await openPanel(page);
  await dialog.getByRole("button", { name: "Zaloguj" }).click();
  await expect(dialog.getByText("Podaj login")).toBeVisible();
  await expectNoViolationsInBothSchemes(page, "login form", { include: "dialog" });
  await dialog.getByRole("button", { name: "Zarejestruj" }).click();
  await dialog.getByRole("textbox", { name: "E-mail" }).fill("zly@");
  await dialog.getByRole("button", { name: "Zarejestruj" }).click();
  await expect(dialog.getByText("Nieprawidłowy adres e-mail")).toBeVisible();
  await expectNoViolationsInBothSchemes(page, "registration form", { include: "dialog" });
});

/*
 * The account's own life. Each test's browser context speaks from an address of its own, so these logins
 * do not spend the allowance the tests above share from localhost.
 */
test.describe("the account's own life", () => {
  function ownAddress() {
    return `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;
  }

  async function newSignedInPage(browser: Browser, account: ReturnType<typeof newAccount>, register = false) {
    const context = await browser.newContext({ extraHTTPHeaders: { "cf-connecting-ip": ownAddress() } });
    const page = await context.newPage();
    if (register) {
      const created = await page.request.post("/api/users", { data: account });
      expect(created.status(), await created.text()).toBe(201);
    }
    const signedIn = await page.request.post("/api/users/verify", {
      data: { login: account.login, password: account.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    return page;
  }

  async function ownData(page: Page): Promise<Locator> {
    await page.goto("/");
    const dialog = await openPanel(page);
    await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
    return dialog;
  }

  test("change the password, then log in with the new one", async ({ browser }) => {
    test.slow();
    const account = newAccount();
    const page = await newSignedInPage(browser, account, true);
    const dialog = await ownData(page);
    await dialog.getByRole("button", { name: "Zmień hasło" }).click();
    await dialog.getByLabel("Obecne hasło").fill("to-nie-to-haslo");
    await dialog.getByLabel("Nowe hasło", { exact: true }).fill("nowe-haslo-e2e");
    await dialog.getByLabel("Powtórz nowe hasło").fill("nowe-haslo-e2e");
    const refused = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    await dialog.getByRole("button", { name: "Zmień hasło" }).click();
    expect((await refused).status()).toBe(403);
    await expect(dialog.getByRole("alert")).toHaveText("Obecne hasło jest nieprawidłowe");
    await expect(dialog.getByLabel("Nowe hasło", { exact: true })).toHaveValue("nowe-haslo-e2e");

    await dialog.getByLabel("Obecne hasło").fill(account.password);
    const changed = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    const tick = statusShown(page, "Hasło zmienione");
    await dialog.getByRole("button", { name: "Zmień hasło" }).click();
    expect((await changed).status()).toBe(200);
    await tick;
    // This browser stays signed in.
    await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible();

    await dialog.getByRole("button", { name: "Wyloguj", exact: true }).click();
    await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible();
    expect(await logIn(dialog, account.login, "nowe-haslo-e2e")).toBe(200);
    await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
    await page.context().close();
  });

  test("download my data, then sign out everywhere ends another browser's session too", async ({ browser }) => {
    test.slow();
    const account = newAccount();
    const page = await newSignedInPage(browser, account, true);
    const other = await newSignedInPage(browser, account);
    const dialog = await ownData(page);

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Pobierz moje dane" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("moje-dane.json");
    const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as Record<string, unknown>;
    expect(data.account).toMatchObject({ login: account.login, email: account.email, admin: false });
    expect(data.comments).toEqual([]);

    await other.goto("/");
    await expect(accountButton(other)).toHaveAccessibleName(`Konto: ${account.login}`);
    const ended = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    await dialog.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" }).click();
    expect((await ended).status()).toBe(200);
    await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName("Konto: zaloguj się lub zarejestruj");
    await other.reload();
    await pageInUse(other);
    await expect(accountButton(other)).toHaveAccessibleName("Konto: zaloguj się lub zarejestruj");
    await page.context().close();
    await other.context().close();
  });

  test("delete the account: it can no longer log in", async ({ browser }) => {
    test.slow();
    const account = newAccount();
    const page = await newSignedInPage(browser, account, true);
    const dialog = await ownData(page);
    await dialog.getByRole("button", { name: "Usuń konto" }).click();
    await expect(dialog.getByRole("heading", { name: "Usuwanie konta" })).toBeVisible();
    await expect(dialog).toContainText("Tego nie można cofnąć.");
    await dialog.getByLabel("Hasło do potwierdzenia").fill(account.password);
    const deleted = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    await dialog.getByRole("button", { name: "Usuń konto na zawsze" }).click();
    expect((await deleted).status()).toBe(200);
    await expect(dialog.getByRole("status").filter({ hasText: "Konto usunięte" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible({ timeout: SERVER_WORK });
    await expect(accountButton(page)).toHaveAccessibleName("Konto: zaloguj się lub zarejestruj");
    expect(await logIn(dialog, account.login, account.password)).toBe(401);
    await expect(dialog.getByRole("alert")).toHaveText("Błędny login lub hasło");
    await page.context().close();
  });

  test("the own data and the account forms pass axe in both colour schemes", async ({ browser }) => {
    test.slow();
    const account = newAccount();
    const page = await newSignedInPage(browser, account, true);
    const dialog = await ownData(page);
    await expect(dialog).toContainText(account.email);
    await expectNoViolationsInBothSchemes(page, "own data", { include: "dialog" });
    await dialog.getByRole("button", { name: "Zmień hasło" }).click();
    await dialog.getByLabel("Nowe hasło", { exact: true }).fill("abc");
    await dialog.getByRole("button", { name: "Zmień hasło" }).click();
    await expect(dialog.getByText("Podaj obecne hasło")).toBeVisible();
    await expectNoViolationsInBothSchemes(page, "password change", { include: "dialog" });
    await dialog.getByRole("button", { name: "Anuluj" }).click();
    await dialog.getByRole("button", { name: "Usuń konto" }).click();
    await dialog.getByRole("button", { name: "Usuń konto na zawsze" }).click();
    await expect(dialog.getByText("Podaj obecne hasło")).toBeVisible();
    await expectNoViolationsInBothSchemes(page, "account deletion", { include: "dialog" });
    await page.context().close();
  });
});
