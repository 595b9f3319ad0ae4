import { expect, test, type Locator, type Page, type Response } from "@playwright/test";
import { pageInUse } from "./hydration.ts";
import { statusShown } from "./status.ts";

/*
 * The account's forms on /Konto: without JavaScript each posts to the page's action and the page answers with the
 * result; with JavaScript the header's dialog posts the same forms through fetchers, with no document reload. Each
 * describe speaks from an address of its own, so these logins do not spend the allowance other files share.
 */

const SERVER_WORK = 20_000;
test.describe.configure({ timeout: 60_000 });

function ownAddress() {
  return `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;
}

function newAccount() {
  const login = `f_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { login, email: `${login}@example.com`, password: "haslo-forms-123" };
}

function form(page: Page, heading: string): Locator {
  return page.locator("form").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
}

function accountLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Konto/ });
}

async function registerThroughApi(page: Page, account: ReturnType<typeof newAccount>) {
  const created = await page.request.post("/api/users", { data: account });
  expect(created.status(), await created.text()).toBe(201);
}

async function logInOnPage(page: Page, login: string, password: string) {
  const login_ = form(page, "Logowanie");
  await login_.getByRole("textbox", { name: "Login" }).fill(login);
  await login_.getByLabel("Hasło", { exact: true }).fill(password);
  await login_.getByRole("button", { name: "Zaloguj" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "cf-connecting-ip": ownAddress() } });

  test("the header's account icon is a link to /Konto, which shows a guest both forms", async ({ page }) => {
    await page.goto("/");
    await accountLink(page).click();
    await expect(page).toHaveURL(/\/Konto$/);
    await expect(page.getByRole("heading", { level: 1, name: "Konto" })).toBeVisible();
    await expect(form(page, "Logowanie")).toBeVisible();
    await expect(form(page, "Rejestracja")).toBeVisible();
  });

  test("register, log in and log out, each ending on /Konto with its result", async ({ page, context }) => {
    test.slow();
    const account = newAccount();
    await page.goto("/Konto");
    const registration = form(page, "Rejestracja");
    await registration.getByRole("textbox", { name: "Login" }).fill(account.login);
    await registration.getByRole("textbox", { name: "E-mail" }).fill(account.email);
    await registration.getByLabel("Hasło", { exact: true }).fill(account.password);
    await registration.getByLabel("Powtórz hasło").fill(account.password);
    await registration.getByRole("button", { name: "Zarejestruj" }).click();
    await expect(page).toHaveURL(/\/Konto$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Zarejestrowano", { timeout: SERVER_WORK });

    await logInOnPage(page, account.login, account.password);
    await expect(page.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Zalogowano");
    await expect(page.getByRole("main")).toContainText(account.email);
    await expect(accountLink(page)).toHaveAccessibleName(`Konto: ${account.login}`);
    expect((await context.cookies()).some((cookie) => cookie.name === "__Host-session")).toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Twoje konto" })).toBeVisible();

    await page.getByRole("button", { name: "Wyloguj", exact: true }).click();
    await expect(page).toHaveURL(/\/Konto$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Wylogowano");
    await expect(form(page, "Logowanie")).toBeVisible();
    await expect(accountLink(page)).toHaveAccessibleName("Konto: zaloguj się lub zarejestruj");
    expect((await context.cookies()).some((cookie) => cookie.name === "__Host-session")).toBe(false);
  });

  test("a refused login shows the message and keeps the login, never the password", async ({ page }) => {
    await page.goto("/Konto");
    await logInOnPage(page, "admin", "to-nie-jest-haslo");
    const login = form(page, "Logowanie");
    await expect(login.getByRole("alert")).toHaveText("Błędny login lub hasło", { timeout: SERVER_WORK });
    await expect(login.getByRole("textbox", { name: "Login" })).toHaveValue("admin");
    await expect(login.getByLabel("Hasło", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("to-nie-jest-haslo");
  });

  test("a refused registration keeps the login and e-mail", async ({ page }) => {
    await page.goto("/Konto");
    const registration = form(page, "Rejestracja");
    await registration.getByRole("textbox", { name: "Login" }).fill("admin");
    await registration.getByRole("textbox", { name: "E-mail" }).fill("inny-admin@example.com");
    await registration.getByLabel("Hasło", { exact: true }).fill("haslo-12345");
    await registration.getByLabel("Powtórz hasło").fill("haslo-12345");
    await registration.getByRole("button", { name: "Zarejestruj" }).click();
    await expect(registration.getByRole("alert")).toHaveText("Taki login lub email już istnieje");
    await expect(registration.getByRole("textbox", { name: "Login" })).toHaveValue("admin");
    await expect(registration.getByRole("textbox", { name: "E-mail" })).toHaveValue("inny-admin@example.com");
  });

  test("change the password: a wrong current one is refused, then the new one logs in", async ({ page }) => {
    test.slow();
    const account = newAccount();
    await registerThroughApi(page, account);
    await page.goto("/Konto");
    await logInOnPage(page, account.login, account.password);
    const change = form(page, "Zmiana hasła");
    await expect(change).toBeVisible({ timeout: SERVER_WORK });

    await change.getByLabel("Obecne hasło").fill("to-nie-to-haslo");
    await change.getByLabel("Nowe hasło", { exact: true }).fill("nowe-haslo-forms");
    await change.getByLabel("Powtórz nowe hasło").fill("nowe-haslo-forms");
    await change.getByRole("button", { name: "Zmień hasło" }).click();
    await expect(form(page, "Zmiana hasła").getByRole("alert")).toHaveText("Obecne hasło jest nieprawidłowe", {
      timeout: SERVER_WORK,
    });

    const again = form(page, "Zmiana hasła");
    await again.getByLabel("Obecne hasło").fill(account.password);
    await again.getByLabel("Nowe hasło", { exact: true }).fill("nowe-haslo-forms");
    await again.getByLabel("Powtórz nowe hasło").fill("nowe-haslo-forms");
    await again.getByRole("button", { name: "Zmień hasło" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Hasło zmienione", { timeout: SERVER_WORK });
    // This browser stays signed in.
    await expect(page.getByRole("heading", { name: "Twoje konto" })).toBeVisible();

    await page.getByRole("button", { name: "Wyloguj", exact: true }).click();
    await logInOnPage(page, account.login, "nowe-haslo-forms");
    await expect(page.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
  });
});

test("a form posted to /Konto from another origin is refused with 403", async ({ request }) => {
  const response = await request.post("/Konto", {
    headers: { Origin: "http://evil.example", "cf-connecting-ip": ownAddress() },
    form: { intent: "account-login", login: "admin", password: "admin-lokalnie" },
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"] ?? "").not.toContain("__Host-session=ey");
});

test.describe("with JavaScript", () => {
  test.use({ extraHTTPHeaders: { "cf-connecting-ip": ownAddress() } });

  const isAccountPost = (response: Response) =>
    response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/Konto");

  test("the dialog logs in and out through /Konto's action with no document reload", async ({ page }) => {
    await page.goto("/");
    await pageInUse(page);
    const button = page.getByRole("banner").getByRole("button", { name: /^Konto/ });
    await expect(button).toHaveAttribute("href", "/Konto");
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Konto" });
    await dialog.getByRole("textbox", { name: "Login" }).fill("admin");
    await dialog.getByLabel("Hasło", { exact: true }).fill("admin-lokalnie");
    const answer = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    const tick = statusShown(page, "Zalogowano");
    await dialog.getByRole("button", { name: "Zaloguj" }).click();
    expect((await answer).status()).toBe(200);
    await tick;
    await expect(dialog.getByRole("heading", { name: "Twoje konto" })).toBeVisible({ timeout: SERVER_WORK });
    await expect(page.getByRole("banner").getByRole("button", { name: "Konto: admin" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    const loggedOut = page.waitForResponse(isAccountPost, { timeout: SERVER_WORK });
    await dialog.getByRole("button", { name: "Wyloguj", exact: true }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(dialog.getByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /^Konto: zaloguj/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(page.url()).not.toContain("/Konto");
  });
});
