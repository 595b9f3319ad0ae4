import { eachTestOnItsOwnAddress, registerAndLogIn, RUN, seedComment } from "../comments-support.ts";
import { afterWaking, expect, open, test } from "./person.ts";

eachTestOnItsOwnAddress();

const ADD = /^(Skomentuj jako pierwszy|Dodaj swój komentarz)$/;

test("the first tap on the comment link opens the form, and it stays open once the thread wakes", async ({ page }) => {
  await open(page, "/Gaski");
  const block = page.getByRole("region", { name: "Komentarze" });
  await block.getByRole("link", { name: ADD }).tap();
  const name = block.getByRole("textbox", { name: "Nazwa gościa" });
  await expect(name).toBeVisible();
  await afterWaking(name);
  await expect(name).toBeVisible();
  await expect(block.getByRole("textbox", { name: "Komentarz", exact: true })).toBeVisible();
});

test("text typed while the thread wakes is kept, in the same fields, and the comment is sent", async ({ page }) => {
  await open(page, "/Gaski");
  const block = page.getByRole("region", { name: "Komentarze" });
  await block.getByRole("link", { name: ADD }).tap();
  const name = block.getByRole("textbox", { name: "Nazwa gościa" });
  const text = block.getByRole("textbox", { name: "Komentarz", exact: true });
  // The fields the server drew: waking must hydrate these very elements, not replace them.
  const drawn = await text.elementHandle();
  await name.tap();
  await page.keyboard.type(`Niecierpliwy ${RUN}`, { delay: 20 });
  await text.tap();
  const typed = `Pisane zanim strona ożyła ${RUN}`;
  await page.keyboard.type(typed, { delay: 20 });
  await afterWaking(text);
  expect(await drawn?.evaluate((node) => node.isConnected)).toBe(true);
  await expect(name).toHaveValue(`Niecierpliwy ${RUN}`);
  await expect(text).toHaveValue(typed);
  await expect(text).toBeFocused();
  await block.getByRole("button", { name: "Wyślij" }).tap();
  await expect(block.getByRole("article", { name: new RegExp(`Niecierpliwy ${RUN}`) })).toContainText(typed);
});

test("a signed-in author's first tap on “edycja” opens the editor, and it stays open once the thread wakes", async ({
  page,
}) => {
  const login = `pospiech${RUN}${test.info().retry}`;
  await registerAndLogIn(page, login);
  // The author's comment, posted from the page's own form as the API would take it.
  const response = await page.request.post("/api/comments/Ustka", {
    data: { comment: `Komentarz do poprawy ${RUN}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  await open(page, "/Ustka");
  const card = page.getByRole("article", { name: new RegExp(login) });
  await card.getByRole("link", { name: "edycja" }).tap();
  const editor = card.getByRole("textbox");
  await expect(editor).toBeVisible();
  await afterWaking(editor);
  await expect(editor).toBeVisible();
  await expect(editor).toHaveValue(`Komentarz do poprawy ${RUN}`);
  await editor.fill(`Komentarz poprawiony ${RUN}`);
  await card.getByRole("button", { name: "Aktualizuj" }).tap();
  await expect(card).toContainText(`Komentarz poprawiony ${RUN}`);
  await expect(card.getByRole("textbox")).toHaveCount(0);
});

test("“Anuluj” on a form opened before the code came closes it", async ({ page }) => {
  await open(page, "/Gaski");
  const block = page.getByRole("region", { name: "Komentarze" });
  await block.getByRole("link", { name: ADD }).tap();
  await block.getByRole("button", { name: "Anuluj" }).tap();
  await expect(block.getByRole("textbox", { name: "Nazwa gościa" })).toBeHidden();
  await expect(block.getByRole("button", { name: ADD })).toBeVisible();
});

test("a guest's like on the first tap says to sign in", async ({ page, request }) => {
  await seedComment(request, "Rozewie", `Gość ${RUN}`, `Komentarz do polubienia ${RUN}`);
  await open(page, "/Rozewie");
  const card = page.getByRole("article", { name: new RegExp(`Gość ${RUN}`) });
  // The tooltip shows for a second: on a throttled page a check now and then can miss it, a watcher cannot.
  await card.evaluate((node) => {
    const seen = () => node.textContent?.includes("Zaloguj się by oceniać") ?? false;
    new MutationObserver(() => {
      if (seen()) node.setAttribute("data-tooltip-seen", "");
    }).observe(node, { subtree: true, childList: true, characterData: true });
  });
  await card.getByRole("button", { name: /^Polub komentarz/ }).tap();
  // The answer comes once the thread's code has: on a busy machine that can take longer than the usual wait.
  await expect(card).toHaveAttribute("data-tooltip-seen", "", { timeout: 20_000 });
});
