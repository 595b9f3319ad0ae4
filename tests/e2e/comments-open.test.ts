import { expect, test, type APIRequestContext } from "@playwright/test";
import { formToken } from "./form-token.ts";

/* Open comments in the browser: a permalink to an old comment, and the counts on the strip's cards. */

const randomAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;

async function post(request: APIRequestContext, section: string, comment: string): Promise<number> {
  const response = await request.post(`/api/comments/${section}`, {
    data: { login: "Gość z testu", comment, formToken: await formToken(request, section) },
    headers: { "cf-connecting-ip": randomAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { comment: { id: number } }).comment.id;
}

async function total(request: APIRequestContext, section: string): Promise<number> {
  return ((await (await request.get(`/api/comments/${section}?limit=1`)).json()) as { total: number }).total;
}

test("a permalink to a comment far older than the newest five opens it, in view and ringed", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const oldest = await post(request, "Gryfino", `Najstarszy ${run}`);
  for (let i = 1; i <= 11; i++) await post(request, "Gryfino", `Nowszy ${i} ${run}`);
  await page.goto(`/Gryfino#komentarz-${oldest}`);
  const card = page.locator(`#komentarz-${oldest}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Najstarszy ${run}`);
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  // Not under the sticky header: its top is below the header's bottom.
  const header = await page.locator("header").first().boundingBox();
  const box = await card.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  // The date is the comment's own link.
  await expect(card.getByRole("link", { name: /\d\d-\d\d-\d{4}/ })).toHaveAttribute("href", `#komentarz-${oldest}`);
});

test("the strip's card, once the strip is awake, and the page's header show the number of comments", async ({
  page,
  request,
}) => {
  const before = await total(request, "Kikut");
  for (let i = 0; i < 3; i++) await post(request, "Kikut", `Licznik ${i} ${Date.now()}`);
  const count = before + 3;
  await page.goto("/");
  // The counts come with the strip's cards read, which its waking makes: no page's HTML carries them.
  await page.getByRole("navigation", { name: "Modele" }).getByRole("link", { name: /Kikut/ }).hover();
  const card = page.getByRole("link", { name: new RegExp(`Kikut.*${count} komentarz`) });
  await expect(card).toBeVisible();
  await expect(card.locator("[data-comments]")).toHaveText(String(count));
  await page.goto("/Kikut");
  await expect(page.getByRole("button", { name: `Komentarze (${count})` })).toBeVisible();
});
