import { env } from "cloudflare:workers";
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  call,
  cookieOf,
  countRows,
  createActor,
  endSession,
  insertComment,
  PASSWORD,
  resetDatabase,
  sessionSetCookie,
  snapshot,
  type Actor,
} from "./support.ts";
import { hashPassword } from "#features/account/index.server.ts";
import { withRealScryptCost } from "#tests/worker/scrypt-cost.ts";

/*
 * Sessions (docs/decisions/002): a jose HS256 JWT in `__Host-session` that names a D1 session row. Every way of
 * bending a token must leave the visitor logged out, and neither the password nor its hash may ever leave the
 * worker, in an answer or in a log line.
 */

const ISSUER = "kartonowe-budowle";
const AUDIENCE = "kartonowe-budowle/web";
const key = (secret: string) => new TextEncoder().encode(secret);
const b64url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

let admin: Actor;
let user: Actor;

beforeEach(async () => {
  await resetDatabase();
  admin = await createActor("szef", { admin: true });
  user = await createActor("ala");
  await env.DB.prepare("INSERT INTO info (id, content, updated_at) VALUES (1, 'Oryginał', 0)").run();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function logIn(login: string, password = PASSWORD): Promise<Response> {
  return call("POST", "/api/users/verify", { body: { login, password } });
}

/** What a token can do: who GET /api/users/verify says it is, and whether it may change the info text. */
async function powersOf(token: string) {
  const cookie = `__Host-session=${token}`;
  const verify = await call("GET", "/api/users/verify", { cookie });
  const who = (await verify.json()) as { verify: boolean; login?: string };
  const save = await call("POST", "/api/info", { cookie, body: { content: "Przejęta strona" } });
  await save.arrayBuffer();
  return { who, cleared: verify.headers.get("set-cookie"), saveStatus: save.status };
}

describe("tokens that must not work", () => {
  test("a tampered, unsigned, foreign-secret, expired, misaddressed or mismatched token is a guest", async () => {
    const real = cookieOf(await logIn("szef")).split("=")[1]!;
    expect((await powersOf(real)).who).toEqual({ verify: true, login: "szef", email: "szef@example.com", admin: true });
    await env.DB.prepare("UPDATE info SET content = 'Oryginał'").run();

    const [header, payload, signature] = real.split(".") as [string, string, string];
    const claims = decodeJwt(real);
    const secret = env.SESSION_SECRET;
    const sign = (overrides: Record<string, unknown>, secretText = secret, alg = "HS256", typ = "session+jwt") =>
      new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg, typ }).sign(key(secretText));
    const userSid = decodeJwt(user.cookie.split("=")[1]!).sid;
    const flipped = signature.slice(0, -2) + (signature.at(-2) === "A" ? "B" : "A") + signature.at(-1);

    const forgeries: Record<string, string> = {
      "payload changed, signature kept": `${header}.${b64url(JSON.stringify({ ...claims, sub: String(user.id) }))}.${signature}`,
      "signature flipped": `${header}.${payload}.${flipped}`,
      "signature removed": `${header}.${payload}.`,
      "alg none": new UnsecuredJWT(claims).encode(),
      "alg none with the old signature": `${b64url('{"alg":"none","typ":"session+jwt"}')}.${payload}.${signature}`,
      "header switched to HS512": `${b64url('{"alg":"HS512","typ":"session+jwt"}')}.${payload}.${signature}`,
      "signed with another secret": await sign({}, "ten-sekret-nie-jest-sekretem-serwisu-0123456789"),
      "HS512 with the right secret": await sign({}, secret, "HS512"),
      "expired a second ago": await sign({ exp: Math.floor(Date.now() / 1000) - 1 }),
      "issued for another site": await sign({ iss: "inna-strona" }),
      "for another audience": await sign({ aud: "inna-strona/web" }),
      "another token type": await sign({}, secret, "HS256", "JWT"),
      "subject of the admin, session of a user": await sign({ sid: userSid }),
      "session id that was never issued": await sign({ sid: "x".repeat(43) }),
      "no session id": await sign({ sid: undefined }),
      "numeric session id": await sign({ sid: 12345 }),
      garbage: "to.nie.jest.token",
      empty: "",
    };
    for (const [name, token] of Object.entries(forgeries)) {
      const powers = await powersOf(token);
      expect(powers.who, name).toEqual({ verify: false });
      expect(powers.saveStatus, name).toBe(401);
    }
    expect(await env.DB.prepare("SELECT content FROM info").first()).toEqual({ content: "Oryginał" });
  });

  test("a token stops working when its session ends: after logout, after expiry in D1, after deletion", async () => {
    const loggedOut = cookieOf(await logIn("szef"));
    const logout = await call("POST", "/api/users/logout", { cookie: loggedOut });
    expect(logout.status).toBe(204);

    const expired = cookieOf(await logIn("szef"));
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ? AND expires_at > ?")
      .bind(Date.now() - 1, admin.id, Date.now() + 1000)
      .run();

    const revoked = cookieOf(await logIn("szef"));
    await endSession(revoked);

    for (const [name, cookie] of Object.entries({ loggedOut, expired, revoked })) {
      const powers = await powersOf(cookie.split("=")[1]!);
      expect(powers.who, name).toEqual({ verify: false });
      expect(powers.saveStatus, name).toBe(401);
      // The browser is told to drop a cookie that no longer means anything.
      expect(powers.cleared, name).toMatch(/^__Host-session=;.*Max-Age=0/);
    }
  });

  test("logging out ends only that session: the same user's other devices stay logged in", async () => {
    const phone = cookieOf(await logIn("ala"));
    const laptop = cookieOf(await logIn("ala"));
    await call("POST", "/api/users/logout", { cookie: phone });
    const still = await call("GET", "/api/users/verify", { cookie: laptop });
    expect(await still.json()).toMatchObject({ verify: true, login: "ala" });
  });
});

describe("the session cookie", () => {
  test("is __Host- prefixed, HttpOnly, Secure, SameSite=Lax, Path=/, without Domain, for 7 days", async () => {
    const header = sessionSetCookie(await logIn("ala"))!;
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    expect(pair).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Lax", "Secure"]);
  });

  test("carries only a signed session id: HS256, issuer, audience, type, 7-day expiry, no login or rights", async () => {
    const token = cookieOf(await logIn("szef")).split("=")[1]!;
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "session+jwt" });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(["aud", "exp", "iat", "iss", "sid", "sub"]);
    expect(claims).toMatchObject({ iss: ISSUER, aud: AUDIENCE, sub: String(admin.id) });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(String(claims.sid)).toMatch(/^[\w-]{43}$/);
  });

  test("is cleared on logout with the same name, path and flags", async () => {
    const cookie = cookieOf(await logIn("ala"));
    const header = sessionSetCookie(await call("POST", "/api/users/logout", { cookie }))!;
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    expect(pair).toBe("__Host-session=");
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax", "Secure"]);
  });

  test("is renewed past half its life with the same flags, keeping the session id", async () => {
    const cookie = cookieOf(await logIn("ala"));
    await env.DB.prepare("UPDATE sessions SET expires_at = ?")
      .bind(Date.now() + 60_000)
      .run();
    const header = sessionSetCookie(await call("GET", "/api/users/verify", { cookie }))!;
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Lax", "Secure"]);
    expect(decodeJwt(pair!.split("=")[1]!).sid).toBe(decodeJwt(cookie.split("=")[1]!).sid);
  });
});

describe("login timing", () => {
  async function timed(login: string): Promise<number> {
    const started = performance.now();
    const response = await logIn(login, "zle-haslo-123");
    expect(response.status).toBe(401);
    await response.arrayBuffer();
    return performance.now() - started;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  test("a wrong password for an existing login takes about as long as an unknown login", async () => {
    // Both paths at the real cost: the user's stored hash and the dummy one.
    withRealScryptCost();
    const real = await hashPassword(PASSWORD);
    await env.DB.prepare("UPDATE users SET password_hash = ?, salt = ? WHERE id = ?")
      .bind(real.hash, real.salt, user.id)
      .run();
    // The first unknown login also builds the dummy hash: warm both paths up before measuring.
    await timed("nieznany_0");
    await timed("ala");
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let round = 1; round <= 7; round++) {
      existing.push(await timed("ala"));
      unknown.push(await timed(`nieznany_${round}`));
    }
    const [a, b] = [median(existing), median(unknown)];
    // Both run one scrypt (~100 ms or more); skipping it for unknown logins would make them ~50x faster.
    // The tolerance is wide so a busy machine cannot make it flaky.
    expect(Math.min(a, b), `medians ${a.toFixed(0)} ms and ${b.toFixed(0)} ms`).toBeGreaterThan(20);
    expect(Math.max(a, b) / Math.min(a, b), `medians ${a.toFixed(0)} ms and ${b.toFixed(0)} ms`).toBeLessThan(3);
    // Seventeen full-cost hashes: at load 15 on two cores they outlasted the project's 30 s.
  }, 120_000);
});

describe("secrets never leave the worker", () => {
  test("no answer of any route carries a password, a hash, a salt, a session hash or another user's e-mail", async () => {
    const seen: string[] = [];
    const record = async (response: Response) => {
      seen.push(`${response.status} ${[...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n")}`);
      seen.push(await response.text());
      return response;
    };
    const registered = await record(
      await call("POST", "/api/users", {
        body: { login: "kasia", email: "kasia@example.com", password: "Haslo-Kasi-42" },
      }),
    );
    expect(registered.status).toBe(201);
    const kasia = cookieOf(await record(await logIn("kasia", "Haslo-Kasi-42")));
    await record(await logIn("kasia", "Zle-Haslo-Kasi"));
    await record(await logIn("nieznana", "Haslo-Kasi-42"));
    await record(await call("GET", "/api/users/verify", { cookie: kasia }));
    const comment = await insertComment("Hel", user, "Komentarz Ali");
    await record(await call("POST", `/api/comments/Hel/${comment}/like`, { cookie: kasia }));
    await record(await call("POST", "/api/comments/Hel", { cookie: kasia, body: { comment: "Od Kasi" } }));
    await record(
      await call("PATCH", `/api/comments/Hel/${comment}`, { cookie: user.cookie, body: { comment: "Po zmianie" } }),
    );
    await record(await call("GET", "/api/comments/Hel", { cookie: kasia }));
    await record(await call("GET", "/api/comments/Hel"));
    await record(await call("POST", "/api/info", { cookie: admin.cookie, body: { content: "Nowy tekst" } }));
    await record(await call("GET", "/api/info"));
    await record(await call("POST", "/api/users/logout", { cookie: kasia }));

    const all = seen.join("\n");
    const data = await snapshot();
    const secrets = [
      PASSWORD,
      "Haslo-Kasi-42",
      "Zle-Haslo-Kasi",
      "scrypt",
      ...data.users.flatMap((row) => [String(row.password_hash), String(row.salt)]),
      ...data.sessions.map((row) => String(row.id)),
      "szef@example.com",
      "ala@example.com",
    ];
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
    // Each user sees their own e-mail only, in GET /api/users/verify.
    expect(all).toContain("kasia@example.com");
  });

  test("no log line carries a password, even when logging in fails or D1 breaks halfway", async () => {
    const lines: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(" "));
      });
    }
    const register = await call("POST", "/api/users", {
      body: { login: "kasia", email: "kasia@example.com", password: "Rejestracja-Haslo-1" },
    });
    expect(register.status).toBe(201);
    expect((await logIn("kasia", "Rejestracja-Haslo-1")).status).toBe(200);
    expect((await logIn("kasia", "Pomylka-Haslo-2")).status).toBe(401);
    expect((await logIn("nikt", "Nieznany-Haslo-3")).status).toBe(401);
    // The password is checked, then storing the session fails: the error is logged with the request in hand.
    await env.DB.prepare("ALTER TABLE sessions RENAME TO sessions_wylaczone").run();
    try {
      const broken = await logIn("kasia", "Rejestracja-Haslo-1");
      expect(broken.status).toBe(503);
      expect(await broken.json()).toEqual({ error: expect.stringMatching(/niedostępn/) });
    } finally {
      await env.DB.prepare("ALTER TABLE sessions_wylaczone RENAME TO sessions").run();
    }
    // The capture works: the failure above was logged.
    expect(lines.join("\n")).toMatch(/API error POST \/api\/users\/verify/);
    const hashes = (await snapshot()).users.map((row) => String(row.password_hash));
    for (const secret of ["Rejestracja-Haslo-1", "Pomylka-Haslo-2", "Nieznany-Haslo-3", ...hashes]) {
      expect(lines.join("\n"), secret).not.toContain(secret);
    }
    expect(await countRows("SELECT count(*) AS n FROM sessions")).toBeGreaterThan(0);
  });
});
