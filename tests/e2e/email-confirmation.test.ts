import { expect, test } from "@playwright/test";
import { randomAddress } from "./comments-support.ts";
import { PHONE } from "./impatient/person.ts";
import { CONFIRM_LINK, linkFromMail } from "./mail.ts";

/* A new account's address on a phone: /Konto marks it unconfirmed, the mailed link confirms it. */

test.use(PHONE);
test.describe.configure({ timeout: 90_000 });

const SENT = "Wysłałem na Twój adres e-mail link potwierdzający.";

test("the address is unconfirmed until the link from the mail is opened and confirmed", async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomAddress() });
  const login = `p_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { login, email: `${login}@example.com`, password: "haslo-potwierdzenia-7" };
  const since = Date.now();
  expect((await page.request.post("/api/users", { data: account })).status()).toBe(201);
  expect((await page.request.post("/api/users/verify", { data: account })).status()).toBe(200);

  await page.goto("/Konto");
  await expect(page.getByText("(niepotwierdzony)")).toBeVisible();
  await page.getByRole("button", { name: "Wyślij link potwierdzający" }).tap();
  await expect(page.getByText(SENT, { exact: false }).first()).toBeVisible();

  await page.goto(await linkFromMail(login, since, CONFIRM_LINK));
  await page.getByRole("button", { name: "Potwierdź adres" }).tap();
  await expect(page.getByRole("main").getByText("Adres e-mail potwierdzony.")).toBeVisible();

  await page.goto("/Konto");
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText("(niepotwierdzony)")).toHaveCount(0);
});
