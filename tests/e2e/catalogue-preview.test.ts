import { request as apiRequest, expect, test } from "@playwright/test";
import { PHONE } from "./impatient/person.ts";
import { signInAsAdmin } from "./owner.ts";
import { E2E_PORT } from "./ports.ts";

/*
 * "Link podglądu" on a phone: the owner makes a draft's preview link, a stranger's fresh phone opens it, the owner
 * revokes it. It makes a draft, so it runs in the catalogue project after the others and deletes the draft at the end.
 */

test.use(PHONE);
test.describe.configure({ timeout: 120_000 });

const NAME = `Szkic Podglądu ${Date.now().toString(36)}`;
let model: { id: number; path: string } | undefined;

test("the owner's preview link shows the draft to a fresh phone, never cached, until the owner revokes it", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page.request);
  const created = await page.request.post("/api/models", {
    data: { name: NAME, path: NAME, category: "zamki i ratusze" },
  });
  expect(created.status()).toBe(201);
  model = ((await created.json()) as { model: { id: number; path: string } }).model;
  const address = encodeURI(model.path);

  await page.goto(address);
  const panel = page.getByRole("complementary", { name: "Model w katalogu" });
  await panel.locator("summary", { hasText: "Link podglądu" }).tap();
  await panel.getByRole("button", { name: "Utwórz link podglądu" }).tap();
  const field = panel.getByLabel("Link podglądu (ważny 7 dni)");
  await expect(field).toHaveValue(/\?podglad=[\w.-]+$/);
  const link = await field.inputValue();

  const stranger = await browser.newContext(PHONE);
  const phone = await stranger.newPage();
  const answer = await phone.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await expect(phone.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(phone.getByRole("note")).toContainText("Podgląd:");
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // The same address without its token is any unknown page.
  expect((await phone.goto(address))?.status()).toBe(404);

  await panel.getByRole("button", { name: "Wyłącz link podglądu" }).tap();
  await expect(panel.getByRole("status")).toContainText("Link podglądu wyłączony");
  expect((await phone.goto(link))?.status()).toBe(404);
  await stranger.close();
});

test.afterAll(async () => {
  if (!model) return;
  const request = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  await signInAsAdmin(request);
  expect((await request.delete(`/api/models/${model.id}`)).status()).toBe(204);
  await request.dispose();
});
