import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { BOOKMARK_COOKIE } from "#app/lib/db.server.ts";
import { call, createActor, resetDatabase } from "#tests/security/support.ts";

/*
 * Each request reads through one D1 session (read replication); a visitor who wrote something carries the
 * session's bookmark in a cookie, so their next requests read at least that far. Locally there is one replica,
 * so these tests hold the cookie's round trip and its rules, not replica lag (docs/decisions/009-d1-sessions.md).
 */

function bookmarkOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.split(";")[0];
}

beforeEach(resetDatabase);

describe("the D1 bookmark cookie", () => {
  test("comes with a successful write, scoped to this site and out of scripts' reach", async () => {
    const response = await call("POST", "/api/comments/Hel", { body: { comment: "Zapis", login: "Gosc" } });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${BOOKMARK_COOKIE}=`));
    expect(cookie).toMatch(/^__Host-d1-bookmark=[0-9a-f-]{8,}; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
  });

  test("is not sent for reads or refused writes", async () => {
    expect(bookmarkOf(await call("GET", "/api/comments/Hel"))).toBeUndefined();
    expect(bookmarkOf(await call("POST", "/api/comments/Hel", { body: { comment: "" } }))).toBeUndefined();
    expect(
      bookmarkOf(await call("POST", "/api/users/verify", { body: { login: "nikt", password: "x".repeat(8) } })),
    ).toBeUndefined();
  });

  test("is read back: the visitor's next request sees their own write", async () => {
    const write = await call("POST", "/api/comments/Hel", { body: { comment: "Moje", login: "Gosc" } });
    const bookmark = bookmarkOf(write)!;
    const read = await call("GET", "/api/comments/Hel", { headers: { cookie: bookmark } });
    expect(read.status).toBe(200);
    const { comments } = (await read.json()) as { comments: { comment: string }[] };
    expect(comments.map((comment) => comment.comment)).toContain("Moje");
  });

  test("a forged or malformed bookmark is ignored rather than failing the request", async () => {
    const actor = await createActor("czytelnik");
    for (const value of ["nie-zakladka", "'; DROP TABLE users; --", "0".repeat(500), "ffffffff-ffffffff-ffffffff"]) {
      const response = await call("GET", "/api/users/verify", {
        cookie: `${actor.cookie}; ${BOOKMARK_COOKIE}=${value}`,
      });
      expect(response.status, value).toBeLessThan(500);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first()).toEqual({ n: 1 });
  });
});
