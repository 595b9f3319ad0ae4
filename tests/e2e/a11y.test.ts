import { expect, test, type Page } from "@playwright/test";
import { expectNoViolationsInBothSchemes, WCAG } from "./axe.ts";

/** One page of each type: home, castle, lighthouse, space model, article, random gallery, About, privacy note, 404. */
const PAGES = [
  "/",
  "/Bedzin",
  "/Hel",
  "/SaturnV",
  "/Oswietlenie",
  "/Galerie",
  "/About",
  "/Prywatnosc",
  "/Konto",
  "/nie-ma-takiej-strony",
];

async function stubExternal(page: Page) {
  // Map tiles and YouTube cannot be reached here; answer them locally so pages settle.
  await page.route(/tile\.openstreetmap\.org|ytimg\.com|youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 204, body: "" }),
  );
}

const expectNoViolations = (page: Page, label: string) => expectNoViolationsInBothSchemes(page, label, { tags: WCAG });

test.describe("both colour schemes", () => {
  // An axe pass over a whole page took over 10 s of a busy 2-core machine, and a panel test makes three.
  test.beforeEach(() => test.slow());

  for (const path of PAGES) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
      await stubExternal(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page, path);
    });
  }

  test("the settings and account panels have no violations when open", async ({ page }) => {
    await stubExternal(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Ustawienia" }).click();
    // The forms load with the first opening: check them, not the spinner before them.
    await expect(page.getByRole("dialog").getByRole("button", { name: "Zapisz" })).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, "settings panel");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /Konto/ }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Zaloguj", exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoViolations(page, "account panel");
    await page.getByRole("dialog").getByRole("button", { name: "Zarejestruj" }).click();
    await expect(page.getByRole("heading", { name: "Rejestracja" })).toBeVisible();
    await expectNoViolations(page, "registration form");
  });

  test("the share overlay and the photo viewer have no violations when open", async ({ page }) => {
    await stubExternal(page);
    await page.goto("/Hel");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Udostępnij zdjęcie 2", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Udostępnij zdjęcie" })).toBeVisible();
    await expectNoViolations(page, "share overlay");
    await page.keyboard.press("Escape");
    await page.goto("/Hel?photo=dzien-02");
    await expect(page.getByRole("dialog", { name: "Przeglądarka zdjęć" })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, "photo viewer");
  });
});

test("the header is reachable by keyboard with visible focus", async ({ page }) => {
  await page.goto("/Hel");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Przejdź do treści" })).toBeFocused();
  await page.keyboard.press("Tab");
  const brand = page.getByRole("link", { name: /Strona główna/ });
  await expect(brand).toBeFocused();
  const outline = await brand.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  for (const name of [/Konto/, "Ustawienia", "Ciemna kolorystyka", "Padający śnieg"]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name })).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "O autorze" })).toBeFocused();
});

test("panels trap focus and return it to the button that opened them", async ({ page }) => {
  await page.goto("/");
  const gear = page.getByRole("button", { name: "Ustawienia" });
  await gear.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Zapisz" })).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(gear).toBeFocused();
});
