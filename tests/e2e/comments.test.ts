import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoViolationsInBothSchemes, WCAG } from "./axe.ts";
import { pageInUse } from "./hydration.ts";
import { eachTestOnItsOwnAddress, logIn, registerAndLogIn, RUN, seedComment } from "./comments-support.ts";

eachTestOnItsOwnAddress();

function commentsBlock(page: Page): Locator {
  return page.getByRole("region", { name: "Komentarze" });
}

/**
 * Opens (or reloads) a page and waits until React has hydrated the comments block: a click on the server-rendered
 * HTML before that reaches no handler.
 */
async function openComments(page: Page, path?: string): Promise<Locator> {
  if (path) await page.goto(path);
  else await page.reload();
  const block = commentsBlock(page);
  const toggle = block.getByRole("button", { name: /^Komentarze/ });
  // The thread hydrates once it comes near the viewport, as it does when a person scrolls to it.
  await pageInUse(page);
  await toggle.scrollIntoViewIfNeeded();
  await expect
    .poll(() => toggle.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), {
      timeout: 15_000,
    })
    .toBe(true);
  return block;
}

test("a guest adds a comment that stays after a reload, and may not take a registered name or like", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const text = `Piękna latarnia, pozdrawiam znad morza ${RUN}`;
  const block = await openComments(page, "/Gaski");
  await expect(block).toBeVisible();
  await block.getByRole("button", { name: /^(Skomentuj jako pierwszy|Dodaj swój komentarz)$/ }).click();

  await block.getByRole("textbox", { name: "Nazwa gościa" }).fill("ADMIN");
  await block.getByRole("textbox", { name: "Komentarz", exact: true }).fill(text);
  await block.getByRole("button", { name: "Wyślij" }).click();
  await expect(block.getByRole("alert")).toHaveText("Nazwa użytkownika jest już zajęta");
  await expect(block.getByRole("textbox", { name: "Komentarz", exact: true })).toHaveValue(text);

  await block.getByRole("textbox", { name: "Nazwa gościa" }).fill(`Turysta ${RUN}`);
  await block.getByRole("button", { name: "Wyślij" }).click();
  await expect(block.getByRole("form")).toHaveCount(0);
  const added = block.getByRole("article", { name: new RegExp(`Turysta ${RUN}`) });
  await expect(added).toContainText(text);
  await expect(added).toContainText(/\d\d-\d\d-\d{4} \d\d:\d\d/);

  await added.getByRole("button", { name: /^Polub komentarz/ }).click();
  await expect(added.getByText("Zaloguj się by oceniać")).toBeVisible();
  await expect(added.getByText("Zaloguj się by oceniać")).toHaveCount(0, { timeout: 3000 });

  // The list is in the server's HTML: no spinner, no request after hydration needed.
  const html = await (await page.request.get("/Gaski")).text();
  expect(html).toContain(text);
  await expect((await openComments(page)).getByText(text)).toBeVisible();
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
});

test("a user adds, likes and edits their own comment", async ({ page }) => {
  const login = `kasia${RUN}`;
  await seedComment(page.request, "Ustka", `Marek ${RUN}`, `Do polubienia ${RUN}`);
  await registerAndLogIn(page, login);
  const block = await openComments(page, "/Ustka");

  await block.getByRole("button", { name: "Dodaj swój komentarz" }).click();
  await expect(block.getByText(`Komentujesz jako ${login}`)).toBeVisible();
  await expect(block.getByRole("textbox", { name: "Nazwa gościa" })).toHaveCount(0);
  await block.getByRole("textbox", { name: "Komentarz", exact: true }).fill(`Pierwsza wersja ${RUN}`);
  await block.getByRole("button", { name: "Wyślij" }).click();
  const own = block.getByRole("article", { name: new RegExp(login) });
  await expect(own).toContainText(`Pierwsza wersja ${RUN}`);

  const other = block.getByRole("article", { name: new RegExp(`Marek ${RUN}`) });
  await expect(other.getByRole("button", { name: "edycja" })).toHaveCount(0);
  const like = other.getByRole("button", { name: /^Polub komentarz/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName("Polub komentarz, polubienia: 1");
  const reloaded = await openComments(page);
  const likeAfterReload = reloaded
    .getByRole("article", { name: new RegExp(`Marek ${RUN}`) })
    .getByRole("button", { name: /^Polub komentarz/ });
  await expect(likeAfterReload).toHaveAttribute("aria-pressed", "true");
  await likeAfterReload.click();
  await expect(likeAfterReload).toHaveAccessibleName("Polub komentarz, polubienia: 0");

  const ownAfterReload = reloaded.getByRole("article", { name: new RegExp(login) });
  await ownAfterReload.getByRole("button", { name: "edycja" }).click();
  const editor = ownAfterReload.getByRole("textbox", { name: "Edytuj komentarz" });
  await expect(editor).toHaveValue(`Pierwsza wersja ${RUN}`);
  await editor.fill(`Poprawiona wersja ${RUN}`);
  await ownAfterReload.getByRole("button", { name: "Aktualizuj" }).click();
  await expect(editor).toHaveCount(0);
  await expect(ownAfterReload).toContainText(`Poprawiona wersja ${RUN}`);
  await expect(ownAfterReload).toContainText("(edytowano");
  await expect((await openComments(page)).getByText(`Poprawiona wersja ${RUN}`)).toBeVisible();
});

test("the admin deletes a comment, with the Admin badge on their own", async ({ page }) => {
  const doomed = `Spam do usunięcia ${RUN}`;
  await seedComment(page.request, "Darlowo", `Spamer ${RUN}`, doomed);
  await logIn(page, "admin", "admin-lokalnie");
  const block = await openComments(page, "/Darlowo");
  const target = block.getByRole("article", { name: new RegExp(`Spamer ${RUN}`) });
  await expect(target).toContainText(doomed);

  await target.getByRole("button", { name: `Usuń komentarz użytkownika Spamer ${RUN}` }).click();
  await target.getByRole("button", { name: "Usuń", exact: true }).click();
  await expect(block.getByText(doomed)).toHaveCount(0);
  const reloaded = await openComments(page);
  await expect(reloaded.getByText(doomed)).toHaveCount(0);

  await reloaded.getByRole("button", { name: /^(Skomentuj jako pierwszy|Dodaj swój komentarz)$/ }).click();
  await reloaded.getByRole("textbox", { name: "Komentarz", exact: true }).fill(`Odpowiedź administratora ${RUN}`);
  await reloaded.getByRole("button", { name: "Wyślij" }).click();
  const answer = reloaded.getByRole("article", { name: /^admin / });
  await expect(answer.last()).toContainText(`Odpowiedź administratora ${RUN}`);
  await expect(answer.last().getByText("Admin", { exact: true })).toBeVisible();
});

test("an article shows the newest five comments until 'Pokaż resztę komentarzy'", async ({ page }) => {
  for (let i = 1; i <= 7; i++) await seedComment(page.request, "Arduino", `Czytelnik ${i}`, `Wpis ${i} ${RUN}`);
  const total = (
    (await (await page.request.get("/api/comments/Arduino?limit=100")).json()) as { comments: { comment: string }[] }
  ).comments.length;
  expect(total).toBeGreaterThanOrEqual(7);

  const block = await openComments(page, "/Arduino");
  await expect(block.getByRole("heading", { name: new RegExp(`Komentarze\\s*\\(${total}\\)`) })).toBeVisible();
  await expect(block.getByRole("article")).toHaveCount(5);
  await expect(block.getByRole("article").last()).toContainText(`Wpis 7 ${RUN}`);
  await expect(block.getByText(`Wpis 1 ${RUN}`)).toHaveCount(0);
  await block.getByRole("button", { name: "Pokaż resztę komentarzy" }).click();
  await expect(block.getByRole("article")).toHaveCount(total);
  await expect(block.getByText(`Wpis 1 ${RUN}`)).toBeVisible();
  await expect(block.getByRole("button", { name: "Pokaż resztę komentarzy" })).toHaveCount(0);
});

test("older comments that cannot be read leave the page and its thread in place, with the reason and a retry", async ({
  page,
}) => {
  for (let i = 1; i <= 6; i++) await seedComment(page.request, "Darlowo", `Czytelnik ${i}`, `Wpis ${i} ${RUN}`);
  const block = await openComments(page, "/Darlowo");
  const unavailable = "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę";
  await page.route(/\/api\/comments\/Darlowo\?/, (route) =>
    route.fulfill({ status: 503, json: { error: unavailable } }),
  );
  await block.getByRole("button", { name: "Pokaż resztę komentarzy" }).click();
  await expect(block.getByRole("alert")).toHaveText(unavailable);
  await expect(block.getByRole("article")).toHaveCount(5);

  await page.unroute(/\/api\/comments\/Darlowo\?/);
  await block.getByRole("button", { name: "Pokaż resztę komentarzy" }).click();
  await expect(block.getByText(`Wpis 1 ${RUN}`)).toBeVisible();
  await expect(block.getByRole("alert")).toHaveCount(0);
});

test("a comment posted while the server cannot be reached says so and keeps the text; the next try posts it", async ({
  page,
}) => {
  const text = `Wysłane po przerwie ${RUN}`;
  const block = await openComments(page, "/Kikut");
  await block.getByRole("button", { name: /^(Skomentuj jako pierwszy|Dodaj swój komentarz)$/ }).click();
  await block.getByRole("textbox", { name: "Nazwa gościa" }).fill(`Offline ${RUN}`);
  await block.getByRole("textbox", { name: "Komentarz", exact: true }).fill(text);
  const offline = /\/Kikut\.data/;
  await page.route(offline, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await block.getByRole("button", { name: "Wyślij" }).click();
  await expect(block.getByRole("alert")).toHaveText(
    "Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.",
  );
  await expect(block.getByRole("textbox", { name: "Komentarz", exact: true })).toHaveValue(text);
  await expect(page.getByRole("heading", { name: "Błąd" })).toHaveCount(0);

  await page.unroute(offline);
  await block.getByRole("button", { name: "Wyślij" }).click();
  await expect(block.getByRole("article", { name: new RegExp(`Offline ${RUN}`) })).toContainText(text);
});

test("the block has no WCAG 2.1 AA violations with comments, the admin's controls and an open form, in both colour schemes", async ({
  page,
}) => {
  await seedComment(page.request, "Sopot", `Gość ${RUN}`, `Komentarz do sprawdzenia ${RUN}`);
  await logIn(page, "admin", "admin-lokalnie");
  const block = await openComments(page, "/Sopot");
  await block
    .getByRole("button", { name: /^Usuń komentarz użytkownika/ })
    .first()
    .click();
  await block.getByRole("button", { name: "Dodaj swój komentarz" }).click();
  await block.getByRole("button", { name: "Wyślij" }).click();
  await expect(block.getByRole("alert")).toHaveText("Wpisz treść komentarza");
  await expectNoViolationsInBothSchemes(page, "comments", { include: "#komentarze", tags: WCAG });
});
