import { expect, test, type Page } from "@playwright/test";
import {
  eachTestOnItsOwnAddress,
  logIn,
  randomAddress,
  registerAndLogIn,
  RUN,
  seedComment,
} from "./comments-support.ts";

/* The thread's forms post to the page itself: they work before JavaScript, and with it without reloading. */

eachTestOnItsOwnAddress();

const logInAsAdmin = (page: Page) => logIn(page, "admin", "admin-lokalnie");

const block = (page: Page) => page.getByRole("region", { name: "Komentarze" });
const article = (page: Page, login: string) => block(page).getByRole("article", { name: new RegExp(login) });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest posts through the page; a refused post keeps what was typed", async ({ page }) => {
    await page.goto("/Rozewie");
    await block(page)
      .getByRole("link", { name: /^(Skomentuj jako pierwszy|Dodaj swój komentarz)$/ })
      .click();
    await block(page).getByRole("textbox", { name: "Nazwa gościa" }).fill("ADMIN");
    await block(page).getByRole("textbox", { name: "Komentarz", exact: true }).fill(`Bez skryptów ${RUN}`);
    await block(page).getByRole("button", { name: "Wyślij" }).click();
    await expect(page).toHaveURL(/\/Rozewie/);
    await expect(block(page).getByRole("alert")).toHaveText("Nazwa użytkownika jest już zajęta");
    await expect(block(page).getByRole("textbox", { name: "Komentarz", exact: true })).toHaveValue(
      `Bez skryptów ${RUN}`,
    );
    await expect(block(page).getByRole("textbox", { name: "Nazwa gościa" })).toHaveValue("ADMIN");

    await block(page).getByRole("textbox", { name: "Nazwa gościa" }).fill(`Gość ${RUN}`);
    await block(page).getByRole("button", { name: "Wyślij" }).click();
    await expect(article(page, `Gość ${RUN}`)).toContainText(`Bez skryptów ${RUN}`);
  });

  test("a user posts, likes, edits; the admin deletes; older comments come by a link", async ({ page, browser }) => {
    const login = `bezjs${RUN}`;
    await seedComment(page.request, "Jastarnia", `Marek ${RUN}`, `Do polubienia ${RUN}`);
    for (let i = 1; i <= 5; i++) await seedComment(page.request, "Jastarnia", `Czytelnik ${i}`, `Wpis ${i} ${RUN}`);
    await registerAndLogIn(page, login);
    await page.goto("/Jastarnia");

    await block(page).getByRole("link", { name: "Dodaj swój komentarz" }).click();
    await block(page).getByRole("textbox", { name: "Komentarz", exact: true }).fill(`Moja wersja ${RUN}`);
    await block(page).getByRole("button", { name: "Wyślij" }).click();
    const own = article(page, login);
    await expect(own).toContainText(`Moja wersja ${RUN}`);

    await block(page).getByRole("link", { name: "Pokaż resztę komentarzy" }).click();
    await expect(page).toHaveURL(/komentarze=wszystkie/);
    const other = article(page, `Marek ${RUN}`);
    await other.getByRole("button", { name: /^Polub komentarz/ }).click();
    await expect(article(page, `Marek ${RUN}`).getByRole("button", { name: /^Polub komentarz/ })).toHaveAccessibleName(
      "Polub komentarz, polubienia: 1",
    );

    await article(page, login).getByRole("link", { name: "edycja" }).click();
    await article(page, login).getByRole("textbox", { name: "Edytuj komentarz" }).fill(`Poprawiona ${RUN}`);
    await article(page, login).getByRole("button", { name: "Aktualizuj" }).click();
    await expect(article(page, login)).toContainText(`Poprawiona ${RUN}`);
    await expect(article(page, login)).toContainText("(edytowano");

    const admin = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "cf-connecting-ip": randomAddress() },
    });
    const adminPage = await admin.newPage();
    await logInAsAdmin(adminPage);
    await adminPage.goto("/Jastarnia?komentarze=wszystkie");
    const doomed = article(adminPage, `Marek ${RUN}`);
    await doomed.getByRole("link", { name: `Usuń komentarz użytkownika Marek ${RUN}` }).click();
    await doomed.getByRole("button", { name: "Usuń", exact: true }).click();
    await expect(block(adminPage).getByText(`Do polubienia ${RUN}`)).toHaveCount(0);
    await expect(block(adminPage).getByText(`Poprawiona ${RUN}`)).toBeVisible();
    await admin.close();
  });
});

test("with JavaScript the same forms change the thread without reloading the document", async ({ page }) => {
  const login = `zjs${RUN}`;
  await seedComment(page.request, "Hel", `Ola ${RUN}`, `Do polubienia ${RUN}`);
  await registerAndLogIn(page, login);
  await page.goto("/Hel");
  const toggle = block(page).getByRole("button", { name: /^Komentarze/ });
  // The thread hydrates once it comes near the viewport, as it does when a person scrolls to it.
  await toggle.scrollIntoViewIfNeeded();
  await expect
    .poll(() => toggle.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

  await block(page).getByRole("button", { name: "Dodaj swój komentarz" }).click();
  await block(page).getByRole("textbox", { name: "Komentarz", exact: true }).fill(`Ze skryptami ${RUN}`);
  await block(page).getByRole("button", { name: "Wyślij" }).click();
  await expect(article(page, login)).toContainText(`Ze skryptami ${RUN}`);
  await expect(block(page).getByRole("button", { name: "Dodaj swój komentarz" })).toBeFocused();

  const like = article(page, `Ola ${RUN}`).getByRole("button", { name: /^Polub komentarz/ });
  await like.click();
  await expect(like).toHaveAccessibleName("Polub komentarz, polubienia: 1");

  await article(page, login).getByRole("button", { name: "edycja" }).click();
  await article(page, login).getByRole("textbox", { name: "Edytuj komentarz" }).fill(`Po edycji ${RUN}`);
  await article(page, login).getByRole("button", { name: "Aktualizuj" }).click();
  await expect(article(page, login)).toContainText(`Po edycji ${RUN}`);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test("a form posted to a page from another origin is refused", async ({ request }) => {
  const response = await request.post("/Hel", {
    form: { intent: "comment-post", login: "Obcy", comment: `z obcej strony ${RUN}` },
    headers: { origin: "http://evil.example" },
  });
  // React Router refuses a cross-origin document POST itself (400) before the page's action would (403).
  expect([400, 403]).toContain(response.status());
  const thread = await (await request.get("/api/comments/Hel?limit=100")).text();
  expect(thread).not.toContain(`z obcej strony ${RUN}`);
});
