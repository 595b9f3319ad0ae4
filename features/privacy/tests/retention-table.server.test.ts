import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { createSession, readSession, SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "#features/account/index.server.ts";
import { call, countRows, createActor, PASSWORD, resetDatabase } from "#tests/security/support.ts";
import { KEEP, RETENTION } from "../model.ts";

function maxAge(response: Response, name: string): number | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  const seconds = cookie?.match(/Max-Age=(\d+)/)?.[1];
  return seconds === undefined ? undefined : Number(seconds) * 1000;
}

beforeEach(resetDatabase);

/* The note is rendered from `KEEP`: each lifetime the rest of the code keeps by itself must equal its row there. */
describe("the retention table against the code", () => {
  test("a sign-in sets the session, device and bookmark cookies for the table's lifetimes", async () => {
    await createActor("tabela");
    const response = await call("POST", "/api/users/verify", { body: { login: "tabela", password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(maxAge(response, "__Host-session")).toBe(KEEP.sessionIdle);
    expect(maxAge(response, "__Host-device")).toBe(KEEP.deviceCookie);
    expect(maxAge(response, "__Host-d1-bookmark")).toBe(KEEP.bookmark);
  });

  test("a session slides by the table's days, is renewed below half of them and ends at the table's maximum", async () => {
    expect(SESSION_TTL_MS).toBe(KEEP.sessionIdle);
    expect(SESSION_MAX_AGE_MS).toBe(KEEP.sessionMax);
    const { id } = await createActor("sesja");
    const start = Date.now();
    const cookie = (await createSession(createDatabase(env.DB), env.SESSION_SECRET, id, start)).split(";")[0]!;
    const request = new Request("https://kartonowe.test/", { headers: { cookie } });
    const read = (now: number) => readSession(request, createDatabase(env.DB), env.SESSION_SECRET, now);
    expect((await read(start + KEEP.sessionIdle / 2 - 60_000))?.needsRefresh).toBe(false);
    expect((await read(start + KEEP.sessionIdle / 2 + 60_000))?.needsRefresh).toBe(true);
    expect(await read(start + KEEP.sessionIdle + 1)).toBeNull();
  });

  test("attempt counters live no longer than the table's day", async () => {
    await createActor("liczniki");
    await call("POST", "/api/users/verify", { body: { login: "liczniki", password: "zle-haslo" } });
    expect(await countRows("SELECT COUNT(*) AS n FROM rate_limits")).toBeGreaterThan(0);
    expect(await countRows("SELECT MAX(expires_at - window_start) AS n FROM rate_limits")).toBe(KEEP.counters);
  });

  test("the longest block is the table's, and no longer one is accepted", async () => {
    const admin = await createActor("szef", { admin: true });
    const block = (duration: string) =>
      call("POST", "/api/moderation/blocks", {
        cookie: admin.cookie,
        body: { kind: "name", name: "Spamer", duration },
      });
    expect((await block("30d")).status).toBe(201);
    expect(await countRows("SELECT MAX(until - created_at) AS n FROM comment_blocks")).toBe(KEEP.longestBlock);
    expect((await block("365d")).status).toBe(400);
  });

  test("every row says what, why, on which basis and how long, under an id of its own", () => {
    expect(new Set(RETENTION.map((row) => row.id)).size).toBe(RETENTION.length);
    for (const row of RETENTION) {
      expect(row.name && row.data && row.purpose && row.kept).toBeTruthy();
    }
  });
});
