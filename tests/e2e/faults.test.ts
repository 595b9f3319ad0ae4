import { expect, test, type Page } from "@playwright/test";
import { pageInUse } from "./hydration.ts";
import { FAULTY_PORT } from "./ports.ts";

/*
 * Faults on the real Worker and React Router: the same build served on a platform whose D1
 * was never migrated (every query fails, as when the database is unreachable) and whose R2 is empty. Pages
 * still render, the comments block offers a retry, the API answers 503 in Polish and images are 404s.
 */
const FAULTY = `http://localhost:${FAULTY_PORT}`;
const POLISH = /[ąćęłńóśźż]/i;

test.use({ baseURL: FAULTY });

/** Uncaught errors of the page: a fault must never break the page's scripts. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a model page renders with its comments block offering a retry, and the retry fails gracefully", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const response = await page.goto("/Hel");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Latarnia morska Hel \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Latarnia morska Hel" })).toBeVisible();

  const comments = page.locator("section", { has: page.getByRole("button", { name: /^Komentarze/ }) });
  await expect(comments.getByText("Nie udało się wczytać komentarzy.")).toBeVisible();
  const retry = comments.getByRole("button", { name: "Spróbuj ponownie" });
  await retry.click();
  // The API is still down: the block says so again instead of an empty thread or a crash.
  await expect(comments.getByText("Nie udało się wczytać komentarzy.")).toBeVisible();
  await expect(retry).toBeEnabled();
  await expect(comments.getByText("Brak komentarzy")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a photo missing from R2 shows the gallery's placeholder", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/Hel");
  await page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByText("Brak miniatury").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the home page and an article still render without D1", async ({ page }) => {
  const errors = collectPageErrors(page);
  expect((await page.goto("/"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await pageInUse(page);
  await expect(page.getByRole("button", { name: "Konto: zaloguj się lub zarejestruj" })).toBeVisible();

  expect((await page.goto("/Oswietlenie"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Kalkulator rezystora" })).toBeVisible();
  await expect(page.getByText("Nie udało się wczytać komentarzy.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the API answers 503 with a Polish message, never a 500", async ({ request }) => {
  const origin = { origin: FAULTY };
  const answers = await Promise.all([
    request.get("/api/comments/Hel"),
    request.get("/api/info"),
    request.get("/api/users/verify"),
    request.post("/api/users/verify", { headers: origin, data: { login: "ktos", password: "haslo123" } }),
    request.post("/api/users", {
      headers: origin,
      data: { login: "ktos", email: "ktos@example.com", password: "haslo123" },
    }),
    request.post("/api/comments/Hel", { headers: origin, data: { login: "Gość", comment: "Dzień dobry" } }),
  ]);
  for (const answer of answers) {
    const label = `${answer.url()} (${answers.indexOf(answer) + 1}. zapytanie)`;
    if (answer.url().endsWith("/api/users/verify") && answer.status() === 200) {
      // Reading the session without a cookie needs no database: logged out.
      expect(await answer.json(), label).toEqual({ verify: false });
      continue;
    }
    expect(answer.status(), label).toBe(503);
    const body = (await answer.json()) as { error?: unknown };
    expect(typeof body.error, label).toBe("string");
    expect(body.error, label).toMatch(POLISH);
  }
});

test("an image R2 does not hold is a 404", async ({ request }) => {
  const answer = await request.get("/images/cards/Hel.webp");
  expect(answer.status()).toBe(404);
});
