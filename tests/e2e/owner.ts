import { expect, type APIRequestContext } from "@playwright/test";

/** The seeded admin of the local database (`npm run seed`). */
const ADMIN = { login: "admin", password: "admin-lokalnie" };

export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  expect((await request.post("/api/users/verify", { data: ADMIN })).status()).toBe(200);
}

/** Leaves a model's build story empty, as the seed has it; `request` is signed in as the admin. */
export async function clearStory(request: APIRequestContext, model: string): Promise<void> {
  const story = (await (await request.get(`/api/build${model}`)).json()) as { diary: { id: number }[] };
  for (const entry of story.diary) await request.delete(`/api/diary${model}/${entry.id}`);
  await request.post(`/api/build${model}`, { data: { content: "" } });
}
