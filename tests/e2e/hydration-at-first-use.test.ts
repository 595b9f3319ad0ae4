import { expect, test, type Page } from "@playwright/test";
import { banner, finishZoom } from "./banner-support.ts";
import { logIn } from "./comments-support.ts";
import { isHydrated } from "./hydration.ts";

/** docs/decisions/034-hydration-at-first-use.md */

async function loadedUntouched(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test("a guest's page stays the server's HTML until it is used, and the first click is the page's", async ({ page }) => {
  await loadedUntouched(page, "/Hel");
  await expect(page.locator("html")).toHaveAttribute("data-hydrate", "when-used");
  expect(await isHydrated(page)).toBe(false);
  // The account icon is a plain link to /Konto until then.
  await expect(page.getByRole("banner").getByRole("link", { name: /^Konto/ })).toHaveAttribute("href", "/Konto");

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("button", { name: "Ustawienia" }).click();
  await expect(page.getByRole("dialog", { name: "Ustawienia" })).toBeVisible();
  expect(await isHydrated(page)).toBe(true);
  await page.keyboard.press("Escape");
  // Hydrated: a link is followed by the router, without a new document.
  await page.getByRole("banner").getByRole("link", { name: "O autorze" }).click();
  await expect(page).toHaveURL(/\/About$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("a key pressed on an untouched page hydrates it", async ({ page }) => {
  await loadedUntouched(page, "/Oswietlenie");
  expect(await isHydrated(page)).toBe(false);
  await page.keyboard.press("Tab");
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
});

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the banner's first zoom ending wakes the page and moves the slider on", async ({ page }) => {
    await loadedUntouched(page, "/");
    expect(await isHydrated(page)).toBe(false);
    const slide = banner(page).getByRole("link").first();
    const first = await slide.getAttribute("href");
    await finishZoom(page);
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(slide).not.toHaveAttribute("href", first ?? "", { timeout: 15_000 });
  });
});

test("an address with a hash, a stored setting only the page's code draws, and a signed-in person hydrate at load", async ({
  page,
}) => {
  await loadedUntouched(page, "/Hel#komentarze");
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);

  await page.evaluate(() => localStorage.setItem("sections", "false"));
  await loadedUntouched(page, "/Hel");
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => localStorage.clear());

  await logIn(page, "admin", "admin-lokalnie");
  await loadedUntouched(page, "/Hel");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrate");
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
});

test("a click alone, with no pointer or focus before it (assistive technology), is the page's", async ({ page }) => {
  await loadedUntouched(page, "/Hel");
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole("button", { name: "Ustawienia" }).evaluate((button: HTMLElement) => button.click());
  await expect(page.getByRole("dialog", { name: "Ustawienia" })).toBeVisible();
});

test("another tab's colour scheme reaches a page no one has used yet", async ({ page, context }) => {
  await loadedUntouched(page, "/Hel");
  const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
  const before = await dark();
  const other = await context.newPage();
  await other.goto("/About");
  await other.getByRole("button", { name: "Ciemna kolorystyka" }).click();
  await expect.poll(dark, { timeout: 15_000 }).toBe(!before);
  expect(await isHydrated(page)).toBe(true);
});
