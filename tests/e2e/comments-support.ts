import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formToken } from "./form-token.ts";

/** Unique per run: the e2e server may be reused, and its D1 keeps what earlier runs wrote. */
export const RUN = Date.now().toString(36).slice(-5);
export const PASSWORD = "haslo-testowe";

/** Local workerd keeps a client-sent CF-Connecting-IP: an address each, so the per-client limit never trips. */
export const randomAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;

/** Each test loads its page several times, and local wrangler dev serves a page in a few seconds. */
export function eachTestOnItsOwnAddress() {
  test.beforeEach(async ({ context }) => {
    test.slow();
    await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomAddress() });
  });
}

/** A guest's comment posted as a script would, from an address of its own; `held` when the posting rules hold it. */
export async function seedComment(
  request: APIRequestContext,
  section: string,
  login: string,
  comment: string,
  { held = false } = {},
) {
  const response = await request.post(`/api/comments/${section}`, {
    data: { login, comment, formToken: await formToken(request, section) },
    headers: { "cf-connecting-ip": randomAddress() },
  });
  expect(response.status(), await response.text()).toBe(held ? 202 : 201);
}

export async function logIn(page: Page, login: string, password: string) {
  const response = await page.request.post("/api/users/verify", { data: { login, password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function registerAndLogIn(page: Page, login: string) {
  const response = await page.request.post("/api/users", {
    data: { login, email: `${login}@example.com`, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  await logIn(page, login, PASSWORD);
}
