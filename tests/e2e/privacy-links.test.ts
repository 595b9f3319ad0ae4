import { expect, test, type Locator, type Page } from "@playwright/test";
import { eachTestOnItsOwnAddress } from "./comments-support.ts";
import { hydrated, pageInUse } from "./hydration.ts";

/* Beside each form that takes personal data, a link to the privacy note; and the 404 page leads home. */

eachTestOnItsOwnAddress();

async function expectPrivacyNote(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/Prywatnosc$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prywatność" })).toBeVisible();
}

const comments = (page: Page) => page.getByRole("region", { name: "Komentarze" });

/** Before the thread's code arrives the opener is a link to the form, after it a button: a person just clicks it. */
function commentOpener(page: Page): Locator {
  const name = /^(Skomentuj jako pierwszy|Dodaj swój komentarz)$/;
  return comments(page).getByRole("link", { name }).or(comments(page).getByRole("button", { name }));
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the registration form on /Konto links to the privacy note", async ({ page }) => {
      await page.goto("/Konto");
      const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Rejestracja" }) });
      await expect(form.getByText(/Co przechowuję o koncie, po co i jak długo, opisuję na stronie/)).toBeVisible();
      await form.getByRole("link", { name: "Prywatność" }).click();
      await expectPrivacyNote(page);
    });

    test("the comment form links to the privacy note and says the comment is public", async ({ page }) => {
      await page.goto("/Rozewie");
      await commentOpener(page).first().click();
      const form = comments(page).getByRole("form", { name: "Twój komentarz" });
      await expect(form.getByText(/Komentarz i nazwę autora zobaczy każdy/)).toBeVisible();
      await form.getByRole("link", { name: "Prywatność" }).click();
      await expectPrivacyNote(page);
    });

    test("the 404 page keeps the spec's words and adds a link home", async ({ page }) => {
      const response = await page.goto("/to-nie-istnieje");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Not Found");
      await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
      await expect(page.getByText("Strony nie znaleziono")).toBeVisible();
      await expect(page.getByRole("button", { name: "wróć" })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Strona główna" }).click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page).toHaveTitle(/Kartonowe budowle/);
    });
  });
}

test("the registration form in the header's panel links to the privacy note and the panel closes", async ({ page }) => {
  await page.goto("/Hel");
  // The account icon opens the panel once the page's code runs; before that it is a plain link to /Konto.
  await pageInUse(page);
  await (await hydrated(page.getByRole("banner").getByRole("button", { name: /^Konto/ }))).click();
  const dialog = page.getByRole("dialog", { name: "Konto" });
  await dialog.getByRole("button", { name: "Zarejestruj" }).click();
  await expect(dialog.getByRole("heading", { name: "Rejestracja" })).toBeVisible();
  await dialog.getByRole("link", { name: "Prywatność" }).click();
  await expectPrivacyNote(page);
  await expect(dialog).toBeHidden();
});
