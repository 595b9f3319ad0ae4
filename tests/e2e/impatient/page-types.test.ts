import type { Page } from "@playwright/test";
import { signInAsAdmin } from "../owner.ts";
import { eachTestOnItsOwnAddress, registerAndLogIn, RUN } from "../comments-support.ts";
import { afterWaking, open, test } from "./person.ts";

eachTestOnItsOwnAddress();

// One page of each type; the fixture fails a test on any console error or uncaught exception.
const PAGES = ["/", "/Hel", "/Oswietlenie", "/About", "/Galerie", "/Prywatnosc", "/Konto", "/Nie-ma-takiej-strony"];
const OWNER_PAGES = [...PAGES, "/Moderacja", "/Katalog", "/Katalog/nowy", "/?edytuj=info", "/Hel?edytuj=build-note"];

/** Loads the page, acts on the first frame (a swipe down the page), then waits for its code and scrolls to the end. */
async function useAtOnce(page: Page, path: string) {
  await open(page, path);
  await page.mouse.wheel(0, 400);
  await afterWaking(page.locator("header a").first());
  // Parts further down wake as they come into view.
  await page.mouse.wheel(0, 20_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1000))));
}

for (const path of PAGES) {
  test(`a visitor's ${path} wakes without a console error`, async ({ page }) => {
    await useAtOnce(page, path);
  });
}

// Signed in, a page hydrates at load: one account and one browser go through every page type.
test("a signed-in user's pages of every type wake without a console error", async ({ page }) => {
  test.setTimeout(240_000);
  await registerAndLogIn(page, `typy${RUN}${test.info().retry}`);
  for (const path of PAGES) await useAtOnce(page, path);
});

test("the owner's pages of every type wake without a console error", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page.request);
  for (const path of OWNER_PAGES) await useAtOnce(page, path);
});
