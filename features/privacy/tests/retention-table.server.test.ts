import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import {
  CONFIRM_LINK_MS,
  createSession,
  readSession,
  RESET_LINK_MS,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
} from "#features/account/index.server.ts";
import {
  CLIENT_CAP_SHARE,
  DIGEST_MAX_ATTEMPTS,
  GUEST_LINKS_ALLOWED,
  YOUNG_ACCOUNT_MS,
} from "#features/comments/index.server.ts";
import { TRASH_DAYS } from "#features/catalog/index.ts";
import { STORED_KEYS } from "#features/settings/index.ts";
import { call, countRows, createActor, PASSWORD, resetDatabase } from "#tests/security/support.ts";
import { BROWSER_KEYS, COUNTERS, KEEP, RETENTION, RULES } from "../model.ts";

// The product's sources as text, so a cookie or a storage key added anywhere is seen here (styles set neither, and
// vanilla-extract compiles them even when asked for text).
const SOURCES = import.meta.glob(
  [
    "/app/**/*.{ts,tsx}",
    "/features/**/*.{ts,tsx}",
    "/workers/**/*.ts",
    "!**/tests/**",
    "!**/stories/**",
    "!**/*.test.*",
    "!**/*.css.ts",
  ],
  { query: "?raw", import: "default", eager: true },
) as Record<string, string>;

const NOTE_COOKIES = RETENTION.flatMap((row) => (row.cookie ? [row.cookie] : []));

/** What a browser would send back after this answer: each cookie's `name=value`. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .join("; ");
}

function cookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf("=")));
}

function cleared(response: Response, name: string): boolean {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return cookie !== undefined && /^[^=]+=;/.test(cookie) && /Max-Age=0(;|$)/.test(cookie);
}

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

  test("a deleted model's comments wait in the trash for the table's days", () => {
    expect(TRASH_DAYS * 24 * 60 * 60_000).toBe(KEEP.modelTrash);
  });

  test("the mailed links live as long as the note says: a new password's and an address's confirmation", () => {
    expect(RESET_LINK_MS).toBe(KEEP.resetLink);
    expect(CONFIRM_LINK_MS).toBe(KEEP.confirmLink);
  });

  test("a registration keeps its address unconfirmed, as the note's row says, until its link is opened", async () => {
    const register = await call("POST", "/api/users", {
      body: { login: "niepotwierdzona", email: "np@example.com", password: PASSWORD },
    });
    expect(register.status).toBe(201);
    expect(
      await countRows(
        "SELECT count(*) AS n FROM users WHERE email_unconfirmed_since IS NOT NULL AND login = 'niepotwierdzona'",
      ),
    ).toBe(1);
    expect(RETENTION.some((row) => row.id === "potwierdzenie-adresu" && row.kept.includes("7 dni"))).toBe(true);
  });

  test("the counts the note states are the code's: digest tries, links, young accounts and a client's share", () => {
    expect(RULES.digestAttempts).toBe(DIGEST_MAX_ATTEMPTS);
    expect(RULES.guestLinks).toBe(GUEST_LINKS_ALLOWED);
    expect(RULES.youngAccount).toBe(YOUNG_ACCOUNT_MS);
    expect(RULES.capShare).toBe(CLIENT_CAP_SHARE);
  });

  test("every cookie the site sets has a row, and each row's cookie is set, then cleared on signing out", async () => {
    const seen = new Set<string>();
    const note = (response: Response) => cookieNames(response).forEach((name) => seen.add(name));
    const register = await call("POST", "/api/users", {
      body: { login: "ciastko", email: "ciastko@example.com", password: PASSWORD },
    });
    expect(register.status).toBe(201);
    note(register);
    const signIn = await call("POST", "/api/users/verify", { body: { login: "ciastko", password: PASSWORD } });
    note(signIn);
    const cookie = cookiesOf(signIn);
    note(await call("POST", "/api/comments/Hel", { cookie, body: { comment: "Ciasteczka w tabeli" } }));
    note(await call("POST", "/api/users/password-reset", { body: { login: "ciastko" } }));
    const logout = await call("POST", "/api/users/logout", { cookie });
    note(logout);
    expect([...seen].sort()).toEqual([...NOTE_COOKIES].sort());
    expect(cleared(logout, "__Host-session") && cleared(logout, "__Host-device")).toBe(true);

    const again = await call("POST", "/api/users/verify", { body: { login: "ciastko", password: PASSWORD } });
    const deletion = await call("DELETE", "/api/users/me", { cookie: cookiesOf(again), body: { password: PASSWORD } });
    expect(deletion.status).toBe(204);
    expect(cleared(deletion, "__Host-session") && cleared(deletion, "__Host-device")).toBe(true);
  });

  test("no source names a cookie the note does not list, and every row's cookie appears in its own text", () => {
    const named = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      for (const [name] of text.matchAll(/__(?:Host|Secure)-[\w-]+/g)) named.add(name);
    }
    expect([...named].sort()).toEqual([...NOTE_COOKIES].sort());
    for (const row of RETENTION) if (row.cookie) expect(row.data).toContain(row.cookie);
    // Only the server sets cookies: a script writing one would escape this list.
    const scripted = Object.keys(SOURCES).filter((file) => SOURCES[file]!.includes("document.cookie"));
    expect(scripted).toEqual([]);
  });

  test("the note lists every localStorage key, and only the one storage module touches localStorage", () => {
    expect(Object.keys(BROWSER_KEYS).sort()).toEqual(Object.keys(STORED_KEYS).sort());
    // Code that uses a storage, not prose that names it: `localStorage.`, `localStorage;`, any other store at all.
    const using = /\blocalStorage\s*[.;[]|\bsessionStorage\b|\bindexedDB\b/;
    const touching = Object.keys(SOURCES).filter((file) => using.test(SOURCES[file]!));
    expect(touching.sort()).toEqual(["/app/lib/browser-storage.ts", "/features/settings/model.ts"]);
    // The pre-paint script reads storage itself, before any module runs: its keys must be known ones too.
    const prePaint = SOURCES["/features/settings/model.ts"]!;
    for (const [, key] of prePaint.matchAll(/getItem\(\\?"(\w+)\\?"\)/g))
      expect(Object.keys(STORED_KEYS)).toContain(key);
  });

  test("the note's counters are the code's: every kind of rate-limit key has its line, and every line its key", () => {
    const kept = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      // A client's limit through the tier helpers, which add `:client:` (and `:net:` for its /48) to the action.
      for (const [, action] of text.matchAll(/\b(?:limitClient|limitClientTiers|clientTiers)\([^,()]+,\s*"([\w-]+)"/g))
        kept.add(`${action}:client`);
      // A key written out: `action:what:…`, the per-network one of a login ending in `:net:`.
      for (const [key, action, kind] of text.matchAll(/`([\w-]+):(client|user|login|pair|networks):[^`]*`/g))
        kept.add(`${action}:${key.includes(":net:") ? "net" : kind}`);
    }
    const listed = Object.values(COUNTERS).flatMap((group) => group.counters.flatMap((counter) => counter.keys));
    expect([...kept].sort()).toEqual([...new Set(listed)].sort());
  });

  test("every row says what, why, on which basis and how long, under an id of its own", () => {
    expect(new Set(RETENTION.map((row) => row.id)).size).toBe(RETENTION.length);
    for (const row of RETENTION) {
      expect(row.name && row.data && row.purpose && row.kept).toBeTruthy();
    }
  });
});
