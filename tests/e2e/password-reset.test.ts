import { expect, test, type Page } from "@playwright/test";
import { randomAddress } from "./comments-support.ts";
import { CONFIRM_LINK, linkFromMail } from "./mail.ts";

/*
 * "Nie pamiętam hasła" end to end: the login form's link, the request, the mail the Worker sent through its
 * send_email binding (tests/e2e/mail.ts), the link's page, and the sign-in with the new password.
 */

const LINK = /\/Konto\/nowe-haslo\?t=[\w.-]+/;

test.describe.configure({ timeout: 90_000 });

function newAccount() {
  const login = `r_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { login, email: `${login}@example.com`, password: "stare-haslo-123" };
}

async function resetPathFromMail(login: string, since: number): Promise<string> {
  return linkFromMail(login, since, LINK);
}

/** Only a confirmed address receives a reset: the account opens its confirmation link first. */
async function confirmAddress(page: Page, login: string, since: number) {
  await page.goto(await linkFromMail(login, since, CONFIRM_LINK));
  await page.getByRole("button", { name: "Potwierdź adres" }).click();
  await expect(page.getByRole("main").getByText("Adres e-mail potwierdzony.")).toBeVisible();
}

async function setNewPassword(page: Page, resetPath: string, password: string) {
  await page.goto(resetPath);
  await page.getByLabel("Nowe hasło", { exact: true }).fill(password);
  await page.getByLabel("Powtórz nowe hasło", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Zapisz nowe hasło" }).click();
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomAddress() });
});

test("a forgotten password: the link by e-mail sets a new one once, and the old one stops working", async ({
  page,
}) => {
  const account = newAccount();
  const registered = Date.now();
  expect((await page.request.post("/api/users", { data: account })).status()).toBe(201);
  await confirmAddress(page, account.login, registered);
  await page.goto("/Konto");
  await page.getByRole("link", { name: "Nie pamiętam hasła" }).click();
  await expect(page).toHaveURL(/\/Konto\/nie-pamietam-hasla$/);
  // Signed in elsewhere in the meantime: the reset must end that session too.
  const signedIn = await page.request.post("/api/users/verify", {
    data: { login: account.login, password: account.password },
  });
  expect(signedIn.status()).toBe(200);

  const since = Date.now();
  await page.getByLabel("Login lub e-mail").fill(account.email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByText(/wysłałem na adres e-mail tego konta link/)).toBeVisible();

  const resetPath = await resetPathFromMail(account.login, since);
  await setNewPassword(page, resetPath, "nowe-haslo-456");
  await expect(page.getByText(/Hasło zmienione\. Zakończyłem wszystkie sesje tego konta/)).toBeVisible();
  // The session the browser had is over, like every other of the account.
  expect(await (await page.request.get("/api/users/verify")).json()).toEqual({ verify: false });

  const old = await page.request.post("/api/users/verify", {
    data: { login: account.login, password: account.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post("/api/users/verify", {
    data: { login: account.login, password: "nowe-haslo-456" },
  });
  expect(fresh.status()).toBe(200);

  await setNewPassword(page, resetPath, "trzecie-haslo-789");
  await expect(page.getByRole("alert")).toHaveText("Ten link jest nieważny albo został już użyty. Poproś o nowy link.");
  await expect(page.getByRole("link", { name: "Poproś o nowy link" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown address gets the same answer on the page, from the page's own action", async ({ page }) => {
    await page.goto("/Konto/nie-pamietam-hasla");
    await page.getByLabel("Login lub e-mail").fill(`nikt_${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Wyślij link" }).click();
    await expect(page).toHaveURL(/\/Konto\/nie-pamietam-hasla$/);
    await expect(page.getByText(/wysłałem na adres e-mail tego konta link/)).toBeVisible();
  });
});
