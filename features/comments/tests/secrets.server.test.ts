import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { keyedHash } from "#app/lib/client.server.ts";
import { HttpError } from "#app/lib/http.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { signToken, verifyToken } from "#app/lib/signed-token.server.ts";
import { countRows, insertComment, nextAddress, ORIGIN, resetDatabase } from "#tests/security/support.ts";
import { readyFormToken } from "#tests/worker/form-token.ts";
import { fetchWithEnv } from "#tests/worker/with-env.ts";
import worker from "#workers/app.ts";
import { issueFormToken } from "../server/form-token.server.ts";

/* Every key derives from SESSION_SECRET, and without a long enough one nothing is signed. */

beforeEach(resetDatabase);

const MISSING: [string, string | undefined][] = [
  ["unset", undefined],
  ["empty", ""],
  ["31 characters, one too short", "s".repeat(31)],
];

function request(path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", nextAddress());
  headers.set("origin", ORIGIN);
  return new Request(`${ORIGIN}${path}`, { ...init, headers });
}

describe.each(MISSING)("with SESSION_SECRET %s", (_, secret) => {
  const withoutSecret = { ...env, SESSION_SECRET: secret } as Env;

  test("the helpers refuse to sign, verify or hash with 503 instead of using an empty key", async () => {
    const refused = { status: 503, message: REFUSALS.unavailable };
    // Before: a token signed with "" (`secret ?? ""`) verified under the same missing secret.
    await expect(signToken(secret, "comment-form", { exp: Date.now() + 1000 })).rejects.toMatchObject(refused);
    const real = await signToken(env.SESSION_SECRET, "comment-form", { exp: Date.now() + 60_000 });
    await expect(verifyToken(secret, "comment-form", real)).rejects.toMatchObject(refused);
    await expect(keyedHash(secret, "comment-client:ipv4:10.0.0.1")).rejects.toBeInstanceOf(HttpError);
    await expect(issueFormToken(secret)).rejects.toMatchObject(refused);
  });

  test("the thread's API answers 503 in Polish, and a guest's post stores nothing", async () => {
    const read = await fetchWithEnv(request("/api/comments/Hel"), withoutSecret);
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({ error: REFUSALS.unavailable });
    const post = await fetchWithEnv(
      request("/api/comments/Hel", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ login: "Turysta", comment: "Piękny", formToken: await readyFormToken() }),
      }),
      withoutSecret,
    );
    expect(post.status).toBe(503);
    expect(await post.json()).toEqual({ error: REFUSALS.unavailable });
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);
    expect(await countRows("SELECT count(*) AS n FROM rate_limits")).toBe(0);
  });

  test("the digest signs no link: the row stays unsent and says why", async () => {
    const id = await insertComment("Hel", { guest: "Turysta" });
    await env.DB.prepare(
      "INSERT INTO comment_outbox (comment_id, section, login, body, held, created_at, next_attempt_at) VALUES (?, 'Hel', 'Turysta', 'x', 1, ?, ?)",
    )
      .bind(id, Date.now(), Date.now())
      .run();
    const sent: unknown[] = [];
    const mailer = { send: async (message: unknown) => void sent.push(message) } as unknown as SendEmail;
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), {
      ...withoutSecret,
      NOTIFY_EMAIL: "wlasciciel@example.com",
      SITE_URL: ORIGIN,
      SEND_EMAIL: mailer,
    });
    expect(sent).toEqual([]);
    expect(await countRows("SELECT count(*) AS n FROM comment_outbox WHERE sent_at IS NULL AND attempts = 1")).toBe(1);
  });

  test("the digest link's page says the service is unavailable instead of failing", async () => {
    const token = await signToken(env.SESSION_SECRET, "moderation-link", { c: 1, a: "approve", n: "x", exp: 9e15 });
    const page = await fetchWithEnv(request(`/Moderacja/link?t=${token}`), withoutSecret);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(REFUSALS.unavailable);
  });
});
