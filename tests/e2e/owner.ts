import { expect, type APIRequestContext, type Browser, type Cookie } from "@playwright/test";

/** The seeded admin of the local database (`npm run seed`). */
const ADMIN = { login: "admin", password: "admin-lokalnie" };

/**
 * The admin's session cookie, signed in once per worker: each sign-in is a full-cost scrypt hash on the server, and
 * the tests that take this session are not about signing in (decision 023). None of them signs it out.
 */
let adminSession: Cookie | undefined;

export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  if (adminSession) return request.addCookies([adminSession]);
  expect((await request.post("/api/users/verify", { data: ADMIN })).status()).toBe(200);
  adminSession = (await request.cookies()).find((cookie) => cookie.name === "__Host-session");
}

/** Leaves a model's build story empty, as the seed has it; `request` is signed in as the admin. */
export async function clearStory(request: APIRequestContext, model: string): Promise<void> {
  const story = (await (await request.get(`/api/build${model}`)).json()) as { diary: { id: number }[] };
  for (const entry of story.diary) await request.delete(`/api/diary${model}/${entry.id}`);
  await request.post(`/api/build${model}`, { data: { content: "" } });
}

/** Deletes the model a test made at `path`, if it got that far: the other tests' catalogue stays the seed's. */
export async function deleteModelAt(browser: Browser, path: string): Promise<void> {
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  const { models } = (await (await context.request.get("/api/models")).json()) as {
    models: { id: number; path: string }[];
  };
  const made = models.find((model) => model.path === path);
  if (made) expect((await context.request.delete(`/api/models/${made.id}`)).status()).toBe(204);
  await context.close();
}
