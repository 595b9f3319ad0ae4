import { env } from "cloudflare:workers";
import { decodeJwt } from "jose";
import { beforeEach, describe, expect, test } from "vitest";
import { fetchWithEnv } from "#tests/worker/with-env.ts";
import {
  call,
  cookieOf,
  countRows,
  createActor,
  insertComment,
  newSession,
  PASSWORD,
  resetDatabase,
  ruleViolations,
  sessionSetCookie,
  type Actor,
} from "#tests/security/support.ts";

/* The account's whole life through the real worker and D1: password change, sign out
 * everywhere, the data export and the deletion, each with its refusals. */

const NEW_PASSWORD = "nowe-haslo-123";

let ala: Actor;
let bartek: Actor;

beforeEach(async () => {
  await resetDatabase();
  ala = await createActor("ala");
  bartek = await createActor("bartek");
});

async function whoIs(cookie: string) {
  return ((await (await call("GET", "/api/users/verify", { cookie })).json()) as { verify: boolean }).verify;
}

async function logIn(login: string, password: string) {
  return call("POST", "/api/users/verify", { body: { login, password } });
}

describe("POST /api/users/password", () => {
  test("changes the password: other sessions end, this one stays, only the new password logs in", async () => {
    const otherDevice = await newSession(ala.id);
    const bartekSession = bartek.cookie;
    const response = await call("POST", "/api/users/password", {
      cookie: ala.cookie,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
    expect(await whoIs(ala.cookie)).toBe(true);
    expect(await whoIs(otherDevice)).toBe(false);
    expect(await whoIs(bartekSession)).toBe(true);
    expect((await logIn("ala", PASSWORD)).status).toBe(401);
    expect((await logIn("ala", NEW_PASSWORD)).status).toBe(200);
    const stored = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(ala.id).first<string>();
    expect(JSON.stringify(stored)).not.toContain(NEW_PASSWORD);
  });

  test.each([
    [
      "no session",
      undefined,
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      401,
      "Zaloguj się, aby to zrobić",
    ],
    [
      "wrong current password",
      "ala",
      { currentPassword: "zle-haslo", newPassword: NEW_PASSWORD },
      403,
      "Obecne hasło jest nieprawidłowe",
    ],
    ["no current password", "ala", { newPassword: NEW_PASSWORD }, 400, "Podaj obecne hasło"],
    [
      "new password too short",
      "ala",
      { currentPassword: PASSWORD, newPassword: "1234" },
      400,
      "Hasło musi mieć co najmniej 5 znaków",
    ],
    ["new password missing", "ala", { currentPassword: PASSWORD }, 400, "Podaj hasło"],
    [
      "new password the same",
      "ala",
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      400,
      "Nowe hasło musi różnić się od obecnego",
    ],
  ])("refuses with %s and changes nothing", async (_name, who, body, status, error) => {
    const otherDevice = await newSession(ala.id);
    const before = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(ala.id).first();
    const response = await call("POST", "/api/users/password", { cookie: who ? ala.cookie : undefined, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(ala.id).first()).toEqual(before);
    expect(await whoIs(otherDevice)).toBe(true);
  });

  test("refuses a cross-site request and a body that is not JSON", async () => {
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    const foreign = await call("POST", "/api/users/password", { cookie: ala.cookie, body, origin: "https://zly.test" });
    expect(foreign.status).toBe(403);
    const form = await call("POST", "/api/users/password", {
      cookie: ala.cookie,
      raw: "a=b",
      contentType: "text/plain",
    });
    expect(form.status).toBe(415);
    expect((await logIn("ala", PASSWORD)).status).toBe(200);
  });

  test("guesses of the current password are limited per user, from any address", async () => {
    const guess = () =>
      call("POST", "/api/users/password", {
        cookie: ala.cookie,
        body: { currentPassword: "zle-haslo", newPassword: NEW_PASSWORD },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess()).status).toBe(403);
    const blocked = await guess();
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: "Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie." });
  });
});

describe("DELETE /api/users/sessions", () => {
  test("ends every session of the user, this one included, and clears the cookie; others keep theirs", async () => {
    const otherDevice = await newSession(ala.id);
    const response = await call("DELETE", "/api/users/sessions", { cookie: ala.cookie });
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/^__Host-session=;.*Max-Age=0/);
    expect(await whoIs(ala.cookie)).toBe(false);
    expect(await whoIs(otherDevice)).toBe(false);
    expect(await countRows("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?", ala.id)).toBe(0);
    expect(await whoIs(bartek.cookie)).toBe(true);
  });

  test("a guest gets 401 and a foreign origin 403", async () => {
    const guest = await call("DELETE", "/api/users/sessions");
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: "Zaloguj się, aby to zrobić" });
    expect(
      (await call("DELETE", "/api/users/sessions", { cookie: ala.cookie, origin: "https://zly.test" })).status,
    ).toBe(403);
    expect(await whoIs(ala.cookie)).toBe(true);
  });
});

async function commentsAndLikes() {
  const own = await insertComment("Hel", ala, "Mój pierwszy model", Date.parse("2026-01-02T10:00:00Z"));
  await insertComment("Oswietlenie", ala, "Drugi komentarz", Date.parse("2026-01-03T10:00:00Z"));
  const others = await insertComment("Hel", bartek, "Komentarz Bartka");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (?, ?)").bind(own, bartek.id),
    env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (?, ?)").bind(others, ala.id),
  ]);
  return { own, others };
}

describe("GET /api/users/me", () => {
  test("sends the account and its own comments as a JSON file, never the password hash", async () => {
    const { own, others } = await commentsAndLikes();
    const response = await call("GET", "/api/users/me", { cookie: ala.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="moje-dane.json"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|password|salt/i);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.account).toEqual({
      login: "ala",
      email: "ala@example.com",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      admin: false,
    });
    expect(data.comments).toEqual([
      {
        id: own,
        section: "Hel",
        text: "Mój pierwszy model",
        createdAt: "2026-01-02T10:00:00.000Z",
        updatedAt: null,
        likes: 1,
      },
      expect.objectContaining({ section: "Oswietlenie", text: "Drugi komentarz", likes: 0 }),
    ]);
    expect(data.likedComments).toEqual([{ commentId: others, section: "Hel", author: "bartek" }]);
    expect(text).not.toContain("Komentarz Bartka");
  });

  test("a guest gets 401 JSON, not a file", async () => {
    const response = await call("GET", "/api/users/me");
    expect(response.status).toBe(401);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.json()).toEqual({ error: "Zaloguj się, aby to zrobić" });
  });
});

describe("DELETE /api/users/me", () => {
  test("with the password: the account, its sessions, comments and likes go in one step; others' data stays", async () => {
    const { own, others } = await commentsAndLikes();
    const otherDevice = await newSession(ala.id);
    const response = await call("DELETE", "/api/users/me", { cookie: ala.cookie, body: { password: PASSWORD } });
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/^__Host-session=;.*Max-Age=0/);
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE id = ?", ala.id)).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?", ala.id)).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM comments WHERE user_id = ?", ala.id)).toBe(0);
    expect(
      await countRows("SELECT COUNT(*) AS n FROM comment_likes WHERE comment_id = ? OR user_id = ?", own, ala.id),
    ).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM comments WHERE id = ?", others)).toBe(1);
    expect(await whoIs(otherDevice)).toBe(false);
    expect(await whoIs(bartek.cookie)).toBe(true);
    expect((await logIn("ala", PASSWORD)).status).toBe(401);
    expect(await ruleViolations()).toEqual([]);
    // The login is free again.
    const again = await call("POST", "/api/users", {
      body: { login: "ala", email: "ala@example.com", password: PASSWORD },
    });
    expect(again.status).toBe(201);
  });

  test.each([
    ["no session", undefined, { password: PASSWORD }, 401, "Zaloguj się, aby to zrobić"],
    ["no password", "ala", {}, 400, "Podaj obecne hasło"],
    ["a wrong password", "ala", { password: "zle-haslo" }, 403, "Obecne hasło jest nieprawidłowe"],
  ])("refuses with %s and deletes nothing", async (_name, who, body, status, error) => {
    await commentsAndLikes();
    const response = await call("DELETE", "/api/users/me", { cookie: who ? ala.cookie : undefined, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(await countRows("SELECT COUNT(*) AS n FROM comments WHERE user_id = ?", ala.id)).toBe(2);
    expect(await countRows("SELECT COUNT(*) AS n FROM comment_likes")).toBe(2);
    expect(await whoIs(ala.cookie)).toBe(true);
  });

  test("the site's administrator cannot delete their own account from the panel", async () => {
    const szef = await createActor("szef", { admin: true });
    const response = await call("DELETE", "/api/users/me", { cookie: szef.cookie, body: { password: PASSWORD } });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Konta administratora nie można usunąć/);
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE id = ?", szef.id)).toBe(1);
    expect(await whoIs(szef.cookie)).toBe(true);
  });

  test("a failing statement leaves everything as it was (one batch)", async () => {
    await commentsAndLikes();
    const before = await countRows("SELECT COUNT(*) AS n FROM comments");
    // The last statement (the user row) fails: the comments, likes and sessions deleted before it must come back.
    await env.DB.prepare(
      "CREATE TRIGGER keep_ala BEFORE DELETE ON users WHEN old.login = 'ala' BEGIN SELECT RAISE(ABORT, 'kept'); END",
    ).run();
    try {
      const response = await call("DELETE", "/api/users/me", { cookie: ala.cookie, body: { password: PASSWORD } });
      expect(response.status).toBe(503);
      expect(await countRows("SELECT COUNT(*) AS n FROM comments")).toBe(before);
      expect(await countRows("SELECT COUNT(*) AS n FROM comment_likes")).toBe(2);
      expect(await whoIs(ala.cookie)).toBe(true);
    } finally {
      await env.DB.prepare("DROP TRIGGER keep_ala").run();
    }
  });
});

describe("session lifetime", () => {
  const DAY = 24 * 60 * 60 * 1000;

  test("a renewal never reaches past 30 days from the login, in D1, in the token and in the cookie", async () => {
    const createdAt = Date.now() - 29 * DAY;
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE user_id = ?")
      .bind(createdAt, Date.now() + 60 * 60 * 1000, ala.id)
      .run();
    const response = await call("GET", "/api/users/verify", { cookie: ala.cookie });
    expect(((await response.json()) as { verify: boolean }).verify).toBe(true);
    const renewed = sessionSetCookie(response)!;
    const maxAge = Number(/Max-Age=(\d+)/.exec(renewed)![1]);
    expect(maxAge).toBeGreaterThan(DAY / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(DAY / 1000);
    const { exp } = decodeJwt(renewed.split(";")[0]!.split("=")[1]!);
    expect(exp).toBe(Math.floor((createdAt + 30 * DAY) / 1000));
    const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE user_id = ?")
      .bind(ala.id)
      .first<number>("expires_at");
    expect(row).toBe(createdAt + 30 * DAY);
  });

  test("a session at its absolute end is not renewed and one past it is a guest, whatever its sliding end", async () => {
    const createdAt = Date.now() - 30 * DAY + 60 * 60 * 1000;
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE user_id = ?")
      .bind(createdAt, createdAt + 30 * DAY, ala.id)
      .run();
    const atEnd = await call("GET", "/api/users/verify", { cookie: ala.cookie });
    expect(((await atEnd.json()) as { verify: boolean }).verify).toBe(true);
    expect(sessionSetCookie(atEnd)).toBeUndefined();

    // A row written before the absolute lifetime existed, still sliding: its age alone ends it.
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 31 * DAY, Date.now() + 6 * DAY, ala.id)
      .run();
    const tooOld = await call("GET", "/api/users/verify", { cookie: ala.cookie });
    expect(await tooOld.json()).toEqual({ verify: false });
    expect(sessionSetCookie(tooOld)).toMatch(/^__Host-session=;.*Max-Age=0/);
  });

  test("a page opened while D1 fails keeps the session cookie it could not check; a dead one is cleared", async () => {
    const failing = {
      prepare: () => {
        throw new Error("D1 niedostępne");
      },
    } as unknown as D1Database;
    const page = (cookie: string, DB: D1Database) =>
      fetchWithEnv(new Request("https://kartonowe.test/Konto", { headers: { cookie } }), { ...env, DB });

    const unchecked = await page(ala.cookie, failing);
    expect(unchecked.status).toBe(200);
    expect(sessionSetCookie(unchecked)).toBeUndefined();
    expect(await whoIs(ala.cookie)).toBe(true);

    await call("POST", "/api/users/logout", { cookie: ala.cookie });
    expect(sessionSetCookie(await page(ala.cookie, env.DB))).toMatch(/^__Host-session=;.*Max-Age=0/);
  });

  test("a login ends the session the browser already held, whoever it belonged to", async () => {
    const held = ala.cookie;
    const asBartek = await call("POST", "/api/users/verify", {
      cookie: held,
      body: { login: "bartek", password: PASSWORD },
    });
    expect(asBartek.status).toBe(200);
    expect(await whoIs(held)).toBe(false);
    expect(await whoIs(cookieOf(asBartek))).toBe(true);
    expect(await countRows("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?", ala.id)).toBe(0);

    // A failed login leaves the held session alone.
    const failed = await call("POST", "/api/users/verify", {
      cookie: bartek.cookie,
      body: { login: "ala", password: "zle" },
    });
    expect(failed.status).toBe(401);
    expect(await whoIs(bartek.cookie)).toBe(true);
  });
});
