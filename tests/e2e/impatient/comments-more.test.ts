import type { Page } from "@playwright/test";
import { eachTestOnItsOwnAddress, RUN, seedComment } from "../comments-support.ts";
import { afterWaking, expect, open, test } from "./person.ts";

eachTestOnItsOwnAddress();

/** The first outcome of a tap comes with the thread's code: on two busy cores at a quarter of their speed, give it time. */
const WOKEN = { timeout: 20_000 };
/** Newest comments a thread shows before “Pokaż resztę komentarzy”. */
const SHOWN_FIRST = 5;

const block = (page: Page) => page.getByRole("region", { name: "Komentarze" });

async function total(page: Page, section: string): Promise<number> {
  return ((await (await page.request.get(`/api/comments/${section}?limit=1`)).json()) as { total: number }).total;
}

test("“Pokaż resztę komentarzy” shows every comment on its first tap", async ({ page }) => {
  const run = `${RUN}${test.info().retry}`;
  for (let i = 1; i <= SHOWN_FIRST + 2; i++)
    await seedComment(page.request, "Niechorze", `Czytelnik ${i}`, `Wpis ${i} ${run}`);
  const count = await total(page, "Niechorze");
  await open(page, "/Niechorze");
  const thread = block(page);
  await expect(thread.getByRole("article")).toHaveCount(SHOWN_FIRST);
  await expect(thread.getByText(`Wpis 1 ${run}`)).toHaveCount(0);
  // A link until the thread's code comes, a button after: the person taps what is there.
  const rest = thread
    .getByRole("link", { name: "Pokaż resztę komentarzy" })
    .or(thread.getByRole("button", { name: "Pokaż resztę komentarzy" }));
  await rest.tap();
  await expect(thread.getByText(`Wpis 1 ${run}`)).toBeVisible(WOKEN);
  await expect(rest).toHaveCount(0);
  // Every comment the thread counts is shown (other runs may have added some since `count` was read).
  const counted = async () =>
    Number(/\((\d+)\)/.exec((await thread.getByRole("button", { name: /^Komentarze/ }).textContent()) ?? "")?.[1]);
  expect(await counted()).toBeGreaterThanOrEqual(count);
  await expect(thread.getByRole("article")).toHaveCount(await counted());
  await afterWaking(thread.getByRole("article").first());
  await expect(thread.getByRole("article")).toHaveCount(await counted());
  await expect(thread.getByText(`Wpis 1 ${run}`)).toBeVisible();
  await expect(rest).toHaveCount(0);
});

test("a comment's date, its permalink, opens it in view and ringed on the first tap", async ({ page }) => {
  const author = `Odnośnik ${RUN}${test.info().retry}`;
  await seedComment(page.request, "Kolobrzeg", author, `Komentarz z odnośnikiem ${RUN}`);
  await open(page, "/Kolobrzeg");
  const card = block(page).getByRole("article", { name: new RegExp(author) });
  const date = card.getByRole("link", { name: /\d\d-\d\d-\d{4}/ });
  const anchor = (await date.getAttribute("href"))!;
  expect(anchor).toMatch(/^#komentarz-\d+$/);
  await date.tap();
  await expect(page).toHaveURL(new RegExp(`/Kolobrzeg${anchor}$`));
  await expect(card).toBeFocused(WOKEN);
  await expect(card).toBeInViewport();
  await expect(card).toHaveCSS("box-shadow", /3px/);
  // Not under the sticky header.
  const header = await page.locator("header").first().boundingBox();
  const box = await card.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  await afterWaking(date);
  await expect(card).toBeFocused();
  await expect(card).toHaveCSS("box-shadow", /3px/);
});
