import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { loadCatalog } from "#features/catalog/index.server.ts";
import { countRows, createActor, nextAddress, ORIGIN, resetDatabase } from "#tests/security/support.ts";
import { countingD1 } from "#tests/worker/counting-d1.ts";
import { readyFormToken } from "#tests/worker/form-token.ts";
import { fetchWithEnv } from "#tests/worker/with-env.ts";
import { COMMENT_MESSAGES } from "../model.ts";
import { postComment } from "../server/comments.server.ts";
import { blockTarget, settingsDefaults, writeCommentSettings } from "../server/policy.server.ts";

/* The thread's page forms (`comment-*` intents) and the domain's post called without HTTP; D1 round trips counted. */

const db = createDatabase(env.DB);

beforeEach(resetDatabase);

function formPost(
  path: string,
  fields: Record<string, string>,
  { cookie, origin = ORIGIN, withEnv = env } = {} as {
    cookie?: string;
    origin?: string;
    withEnv?: Env;
  },
): Promise<Response> {
  const headers: Record<string, string> = { origin, "cf-connecting-ip": nextAddress() };
  if (cookie) headers.cookie = cookie;
  return fetchWithEnv(
    new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) }),
    withEnv,
  );
}

describe("the page's comment forms", () => {
  // The catalogue's version row (is the page's thread still there?) is read first; the catalogue itself is held.
  test("a guest's post takes three D1 round trips: the catalogue's version, the rate limit, then one batch", async () => {
    await loadCatalog(db);
    const counting = countingD1(env.DB);
    const fields = {
      intent: "comment-post",
      login: "Turysta",
      comment: "Piękny model",
      formToken: await readyFormToken(),
    };
    const response = await formPost("/Hel.data", fields, { withEnv: { ...env, DB: counting.binding } });
    expect(response.status).toBe(200);
    expect(counting.calls).toHaveLength(3);
    expect(counting.calls[2]).toBe("batch");
    expect(await countRows("SELECT count(*) AS n FROM comments WHERE section = 'Hel'")).toBe(1);
  });

  test("a user's post takes four: the catalogue's version, the session, the rate limit and one batch", async () => {
    await loadCatalog(db);
    const user = await createActor("kasia");
    const counting = countingD1(env.DB);
    const response = await formPost(
      "/Hel.data",
      { intent: "comment-post", comment: "Mój komentarz" },
      { cookie: user.cookie, withEnv: { ...env, DB: counting.binding } },
    );
    expect(response.status).toBe(200);
    expect(counting.calls).toHaveLength(4);
    expect(counting.calls.at(-1)).toBe("batch");
  });

  test("a form posted from another origin is refused with 403 and stores nothing", async () => {
    const response = await formPost(
      "/Hel",
      { intent: "comment-post", login: "Turysta", comment: "z obcej strony", formToken: await readyFormToken() },
      { origin: "http://evil.example" },
    );
    // React Router's own CSRF check answers a document POST from another origin (400) before the page's action (403).
    expect([400, 403]).toContain(response.status);
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);
  });

  test("the section is the page's own: a post to an article lands in its thread", async () => {
    const fields = {
      intent: "comment-post",
      login: "Turysta",
      comment: "O diodach",
      formToken: await readyFormToken(),
    };
    expect((await formPost("/Oswietlenie.data", fields)).status).toBe(200);
    expect(await countRows("SELECT count(*) AS n FROM comments WHERE section = 'Oswietlenie'")).toBe(1);
  });

  test("refusals answer their status and message; like, edit and delete act on the page's thread", async () => {
    const user = await createActor("kasia");
    const admin = await createActor("szef", { admin: true });
    const missing = await formPost("/Hel.data", { intent: "comment-post", login: "Turysta", comment: "" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(COMMENT_MESSAGES.commentRequired);
    const taken = await formPost("/Hel.data", {
      intent: "comment-post",
      login: "KASIA",
      comment: "podszywam się",
      formToken: await readyFormToken(),
    });
    expect(taken.status).toBe(409);
    expect((await formPost("/Hel.data", { intent: "comment-like", id: "1" })).status).toBe(401);
    await formPost("/Hel.data", { intent: "comment-post", comment: "pierwszy" }, { cookie: user.cookie });
    const [{ id }] = (await env.DB.prepare("SELECT id FROM comments").all<{ id: number }>()).results as [
      { id: number },
    ];
    const liked = await formPost("/Hel.data", { intent: "comment-like", id: String(id) }, { cookie: admin.cookie });
    expect(liked.status).toBe(200);
    expect(await countRows("SELECT count(*) AS n FROM comment_likes")).toBe(1);
    expect(
      (await formPost("/Ustka.data", { intent: "comment-like", id: String(id) }, { cookie: admin.cookie })).status,
    ).toBe(404);
    const foreign = await formPost(
      "/Hel.data",
      { intent: "comment-edit", id: String(id), comment: "cudzy" },
      { cookie: admin.cookie },
    );
    expect(foreign.status).toBe(403);
    const edited = await formPost(
      "/Hel.data",
      { intent: "comment-edit", id: String(id), comment: "poprawiony" },
      { cookie: user.cookie },
    );
    expect(edited.status).toBe(200);
    expect(await countRows("SELECT count(*) AS n FROM comments WHERE body = 'poprawiony'")).toBe(1);
    expect(
      (await formPost("/Hel.data", { intent: "comment-delete", id: String(id) }, { cookie: user.cookie })).status,
    ).toBe(403);
    expect(
      (await formPost("/Hel.data", { intent: "comment-delete", id: String(id) }, { cookie: admin.cookie })).status,
    ).toBe(200);
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);
  });
});

describe("postComment without HTTP", () => {
  const guest = { kind: "guest", name: "Turysta" } as const;
  const base = { section: "Hel", clientHash: "grupa", defaults: settingsDefaults(), notify: false };

  test("publishes, holds a repeat and refuses a block, the daily cap and a registered login", async () => {
    const first = await postComment(db, { ...base, author: guest, comment: "Ładny" });
    expect(first).toMatchObject({ ok: true, held: false, comment: { login: "Turysta", held: false } });
    expect(await postComment(db, { ...base, author: guest, comment: "Ładny" })).toMatchObject({ ok: true, held: true });
    expect(
      await postComment(db, { ...base, author: guest, comment: "z linkami http://a.pl http://b.pl http://c.pl" }),
    ).toMatchObject({ ok: true, held: true });
    await createActor("Marek");
    expect(await postComment(db, { ...base, author: { kind: "guest", name: "MAREK" }, comment: "x" })).toEqual({
      ok: false,
      reason: "name-taken",
    });
    await writeCommentSettings(db, { guestDailyCap: 3 });
    expect(await postComment(db, { ...base, author: guest, comment: "czwarty" })).toEqual({
      ok: false,
      reason: "daily-cap",
    });
    await env.DB.prepare(
      "INSERT INTO comment_blocks (kind, target, label, until, created_by, created_at) VALUES ('name', ?, 't', ?, 'szef', ?)",
    )
      .bind(blockTarget("name", "Turysta"), Date.now() + 60_000, Date.now())
      .run();
    expect(await postComment(db, { ...base, section: "Ustka", author: guest, comment: "y" })).toEqual({
      ok: false,
      reason: "blocked",
    });
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(3);
  });

  test("with the owner's switch on a new guest waits; a user is neither capped nor held; notify fills the outbox", async () => {
    await writeCommentSettings(db, { approveFirstGuestComments: true, guestDailyCap: 0 });
    expect(await postComment(db, { ...base, author: guest, comment: "a" })).toEqual({ ok: false, reason: "daily-cap" });
    await writeCommentSettings(db, { guestDailyCap: 5 });
    expect(await postComment(db, { ...base, author: guest, comment: "a", notify: true })).toMatchObject({ held: true });
    const user = await createActor("kasia");
    const mine = await postComment(db, {
      ...base,
      author: { kind: "user", userId: user.id, login: "kasia", admin: false },
      comment: "mój",
      notify: true,
    });
    expect(mine).toMatchObject({ ok: true, held: false, comment: { registered: true } });
    expect(await countRows("SELECT count(*) AS n FROM comment_outbox")).toBe(2);
    expect(await countRows("SELECT count(*) AS n FROM comment_outbox WHERE held = 1")).toBe(1);
  });
});
