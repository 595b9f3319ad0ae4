import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { countPublishedComments } from "#features/comments/index.server.ts";
import { call, createActor, insertComment, jsonOf, resetDatabase } from "./support.ts";

/* A draft has no thread: nothing about it answers through comments before the owner publishes it. */

beforeEach(resetDatabase);

async function draft() {
  const path = `Szkic ${crypto.randomUUID().slice(0, 6)}`;
  const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
  const created = await call("POST", "/api/models", {
    body: { path, name: path, category: "zamki i ratusze" },
    cookie: admin.cookie,
  });
  expect(created.status).toBe(201);
  const { model } = (await jsonOf(created)) as { model: { id: number; component: string } };
  return { admin, model, page: `/${encodeURIComponent(path)}` };
}

describe("a draft model's thread", () => {
  test("the API answers 404 to a read and refuses a post, the owner's too", async () => {
    const { admin, model } = await draft();
    const read = await call("GET", `/api/comments/${model.component}`);
    expect(read.status).toBe(404);
    expect(await jsonOf(read)).toHaveProperty("error");
    expect((await call("GET", `/api/comments/${model.component}`, { cookie: admin.cookie })).status).toBe(404);
    for (const cookie of [undefined, admin.cookie]) {
      const posted = await call("POST", `/api/comments/${model.component}`, {
        body: { comment: "Pierwszy!", login: "Gość" },
        ...(cookie ? { cookie } : {}),
      });
      expect(posted.status).toBe(404);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM comments").first()).toEqual({ n: 0 });
  });

  test("the page's comment form on the draft is refused", async () => {
    const { admin, page: address } = await draft();
    const page = await call("GET", address, { cookie: admin.cookie, contentType: null });
    expect(page.status).toBe(200);
    const posted = await call("POST", address, {
      cookie: admin.cookie,
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams({ intent: "comment-post", comment: "Na szkicu" }).toString(),
    });
    expect(posted.status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM comments").first()).toEqual({ n: 0 });
  });

  test("the root's comment counts never name a draft, even one with old comments", async () => {
    const { model } = await draft();
    const user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
    await insertComment(model.component, user);
    await insertComment("Hel", user);
    const counts = await countPublishedComments(createDatabase(env.DB));
    expect(counts).toHaveProperty("Hel", 1);
    expect(Object.keys(counts)).not.toContain(model.component);
  });
});
