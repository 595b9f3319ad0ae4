import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { SignJWT, UnsecuredJWT } from "jose";
import { beforeEach, describe, expect, test } from "vitest";
import { withRealScryptCost } from "#tests/worker/scrypt-cost.ts";
import { fetchWithEnv } from "#tests/worker/with-env.ts";

const ORIGIN = "https://kartonowe.test";
const TOO_MANY = { error: "Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie." };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0]!;
}

async function register(login: string, email = `${login}@example.com`, password = "tajne-haslo") {
  return post("/api/users", { login, email, password });
}

async function loginAs(login: string, password = "tajne-haslo") {
  return post("/api/users/verify", { login, password });
}

async function verifyWith(cookie: string) {
  return (await SELF.fetch(`${ORIGIN}/api/users/verify`, { headers: { cookie } })).json();
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM users"),
  ]);
});

describe("registration", () => {
  test("creates an account and never answers with the password or its hash", async () => {
    const response = await register("kasia");
    expect(response.status).toBe(201);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ login: "kasia", email: "kasia@example.com" });
    expect(body).not.toContain("tajne-haslo");
    expect(body).not.toContain("scrypt");
  });

  test("stores a scrypt hash with its parameters and a 16-byte salt, never the plain password", async () => {
    withRealScryptCost();
    await register("kasia");
    const row = await env.DB.prepare("SELECT password_hash, salt FROM users WHERE login = 'kasia'").first<{
      password_hash: string;
      salt: string;
    }>();
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/]+=*$/);
    expect(atob(row!.salt)).toHaveLength(16);
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM users").all());
    expect(dump).not.toContain("tajne-haslo");
  });

  test.each([
    ["/api/users", { login: "ab", email: "a@example.com", password: "12345" }, "Login musi mieć od 3 do 20 znaków"],
    [
      "/api/users",
      { login: "a".repeat(21), email: "a@example.com", password: "12345" },
      "Login musi mieć od 3 do 20 znaków",
    ],
    ["/api/users", { login: "kasia", email: "nie-email", password: "12345" }, "Nieprawidłowy adres e-mail"],
    ["/api/users", { login: "kasia", email: "a@b.c", password: "12345" }, "Nieprawidłowy adres e-mail"],
    // 255 characters that match the pattern: only the length refuses it.
    [
      "/api/users",
      { login: "kasia", email: `${"a".repeat(64)}@${"b".repeat(186)}.com`, password: "12345" },
      "Nieprawidłowy adres e-mail",
    ],
    ["/api/users", { login: "kasia", password: "12345" }, "Podaj adres e-mail"],
    ["/api/users", { login: "kasia", email: "   ", password: "12345" }, "Podaj adres e-mail"],
    [
      "/api/users",
      { login: "kasia", email: "a@example.com", password: "1234" },
      "Hasło musi mieć co najmniej 5 znaków",
    ],
    [
      "/api/users",
      { login: "kasia", email: "a@example.com", password: "x".repeat(129) },
      "Hasło może mieć najwyżej 128 znaków",
    ],
    ["/api/users", { login: "kasia", email: "a@example.com" }, "Podaj hasło"],
    ["/api/users", { login: "kasia", email: "a@example.com", password: "" }, "Podaj hasło"],
    [
      "/api/users",
      { login: "kasia", email: "a@example.com", password: "abc\ud800def" },
      "Hasło zawiera niedozwolone znaki",
    ],
    ["/api/users", { login: 42, email: "a@example.com", password: "12345" }, "Podaj login"],
    ["/api/users", { email: "a@example.com", password: "12345" }, "Podaj login"],
    [
      "/api/users",
      { login: "ka\u0007sia", email: "a@example.com", password: "12345" },
      "Login zawiera niedozwolone znaki",
    ],
    ["/api/users", { login: "ka\nsia", email: "a@example.com", password: "12345" }, "Login zawiera niedozwolone znaki"],
    [
      "/api/users",
      { login: "ka\u200bsia", email: "a@example.com", password: "12345" },
      "Login zawiera niedozwolone znaki",
    ],
    ["/api/users/verify", { password: "12345" }, "Podaj login"],
    ["/api/users/verify", { login: "   ", password: "12345" }, "Podaj login"],
    ["/api/users/verify", { login: "kasia" }, "Podaj hasło"],
    ["/api/users/verify", { login: "kasia", password: "" }, "Podaj hasło"],
  ])("POST %s refuses %j with 400 and a Polish message", async (path, input, message) => {
    const response = await post(path, input);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  test("accepts the boundaries: 3 and 20 characters, 5 and 128 character passwords, a 254 character e-mail", async () => {
    // Five characters that are not among the common passwords ("12345" is).
    expect((await register("abc", "abc@example.com", "kx7#q")).status).toBe(201);
    expect((await register("a".repeat(20), "b@example.com", "p".repeat(128))).status).toBe(201);
    const longest = `${"c".repeat(64)}@${"d".repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect((await register("dlugi", longest)).status).toBe(201);
  });

  test("stores logins in Unicode NFC and counts their length after composing", async () => {
    // "Zoë" with e + combining diaeresis, and a CJK compatibility ideograph (U+F977, canonically U+4EAE).
    const response = await register("Zoe\u0308", "zoe@example.com");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ login: "Zo\u00eb" });
    expect((await register("Zo\u00eb", "zoe2@example.com")).status).toBe(409);
    // Logins are Latin script only since docs/decisions/011: a CJK ideograph is refused whatever its form.
    expect(await (await register("\uf977ab", "liang@example.com")).json()).toEqual({
      error:
        "Login może zawierać tylko litery alfabetu łacińskiego (także z polskimi znakami), cyfry oraz znaki „_”, „-” i „.”",
    });
    // Three code points typed, two letters once composed: too short.
    const short = await register("e\u0308a", "short@example.com");
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ error: "Login musi mieć od 3 do 20 znaków" });
  });

  test("refuses a login or e-mail that exists in any letter case with 409", async () => {
    await register("Kasia", "kasia@example.com");
    // Only a confirmed address is taken (an unconfirmed one blocks nobody, email-confirmation.server.test.ts).
    await env.DB.prepare("UPDATE users SET email_unconfirmed_since = NULL WHERE login = 'Kasia'").run();
    for (const [login, email] of [
      ["kasia", "other@example.com"],
      ["KASIA", "x@example.com"],
      ["other", "KASIA@EXAMPLE.COM"],
    ]) {
      const response = await register(login!, email);
      expect(response.status, `${login} ${email}`).toBe(409);
      expect(await response.json()).toEqual({ error: "Taki login lub email już istnieje" });
    }
  });

  test("lets exactly one of two simultaneous registrations of a login through", async () => {
    const results = await Promise.all([
      register("rownoczesny", "a1@example.com"),
      register("rownoczesny", "a2@example.com"),
      register("ROWNOCZESNY", "a3@example.com"),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(1);
  });

  test("refuses malformed JSON, a non-object body, a wrong content type and an oversized body", async () => {
    expect((await post("/api/users", "{nie json")).status).toBe(400);
    expect((await post("/api/users", "[1,2]")).status).toBe(400);
    expect((await post("/api/users", "{}", { "content-type": "text/plain" })).status).toBe(415);
    expect((await post("/api/users", JSON.stringify({ login: "x".repeat(40_000) }))).status).toBe(413);
  });
});

describe("login and sessions", () => {
  beforeEach(async () => {
    await register("kasia");
  });

  test("logs in with a session cookie of the right flags and answers { verify, login, admin }", async () => {
    const response = await loginAs("kasia");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ verify: true, login: "kasia", admin: false });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+; /);
    for (const flag of ["Path=/", "Secure", "HttpOnly", "SameSite=Lax", "Max-Age=604800"])
      expect(cookie).toContain(flag);
    expect(await verifyWith(cookieOf(response))).toEqual({
      verify: true,
      login: "kasia",
      email: "kasia@example.com",
      admin: false,
    });
  });

  test("logs in with the login in another letter case", async () => {
    expect((await loginAs("KASIA")).status).toBe(200);
  });

  test("answers a wrong password and an unknown login alike: 401 with the same body", async () => {
    const wrong = await loginAs("kasia", "zle-haslo");
    const unknown = await loginAs("nieznany", "zle-haslo");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = { verify: false, error: "Błędny login lub hasło" };
    expect(await wrong.json()).toEqual(body);
    expect(await unknown.json()).toEqual(body);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  test("stores only the SHA-256 of the session id", async () => {
    const response = await loginAs("kasia");
    const token = cookieOf(response).split("=")[1]!;
    const { sid } = JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/"))) as { sid: string };
    const rows = await env.DB.prepare("SELECT id FROM sessions").all<{ id: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.results[0]!.id).not.toBe(sid);
  });

  test("reads admin rights from D1 on every request, not from the token", async () => {
    const cookie = cookieOf(await loginAs("kasia"));
    expect(await verifyWith(cookie)).toMatchObject({ admin: false });
    await env.DB.prepare("UPDATE users SET admin = 1 WHERE login = 'kasia'").run();
    expect(await verifyWith(cookie)).toMatchObject({ admin: true });
  });

  test("treats a tampered, unsigned, foreign-secret or expired token as logged out", async () => {
    const cookie = cookieOf(await loginAs("kasia"));
    const [header, payload, signature] = cookie.split("=")[1]!.split(".");
    const claims = JSON.parse(atob(payload!.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
    const tamperedPayload = btoa(JSON.stringify({ ...claims, sub: "999" }))
      .replaceAll("=", "")
      .replaceAll("+", "-")
      .replaceAll("/", "_");
    const none = new UnsecuredJWT(claims).encode();
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "session+jwt" })
      .sign(new TextEncoder().encode("a-completely-different-secret-of-enough-length"));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: "HS256", typ: "session+jwt" })
      .sign(new TextEncoder().encode(env.SESSION_SECRET));
    for (const token of [`${header}.${tamperedPayload}.${signature}`, none, foreign, expired, "nonsense", ""]) {
      expect(await verifyWith(`__Host-session=${token}`), token).toEqual({ verify: false });
    }
  });

  test("logout deletes the session, clears the cookie, and the old token stops working", async () => {
    const cookie = cookieOf(await loginAs("kasia"));
    const response = await SELF.fetch(`${ORIGIN}/api/users/logout`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await verifyWith(cookie)).toEqual({ verify: false });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n).toBe(0);
  });

  test("renews a session past half its life", async () => {
    const cookie = cookieOf(await loginAs("kasia"));
    await env.DB.prepare("UPDATE sessions SET expires_at = ?")
      .bind(Date.now() + 60_000)
      .run();
    const response = await SELF.fetch(`${ORIGIN}/api/users/verify`, { headers: { cookie } });
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-session=/);
    const row = await env.DB.prepare("SELECT expires_at AS e FROM sessions").first<{ e: number }>();
    expect(row!.e).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  test("answers 'not logged in' without a cookie", async () => {
    expect(await (await SELF.fetch(`${ORIGIN}/api/users/verify`)).json()).toEqual({ verify: false });
  });

  test.each([
    ["unset", undefined],
    ["empty", ""],
    ["31 characters, one too short", "s".repeat(31)],
  ])("starts no session with SESSION_SECRET %s: 503 and a Polish message", async (_, secret) => {
    const issued = cookieOf(await loginAs("kasia"));
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n;
    const withoutSecret = { ...env, SESSION_SECRET: secret } as Env;
    const call = (init: RequestInit & { path: string }) =>
      fetchWithEnv(new Request(`${ORIGIN}${init.path}`, init), withoutSecret);

    const login = await call({
      path: "/api/users/verify",
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ login: "kasia", password: "tajne-haslo" }),
    });
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ error: "Logowanie jest chwilowo niedostępne" });
    expect(login.headers.get("set-cookie")).toBeNull();
    expect((await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n).toBe(before);

    // A session signed while the secret was there is not honoured either.
    const withCookie = await call({ path: "/api/users/verify", headers: { cookie: issued } });
    expect(await withCookie.json()).toEqual({ verify: false });
    const withoutCookie = await call({ path: "/api/users/verify" });
    expect(await withoutCookie.json()).toEqual({ verify: false });
    expect(withoutCookie.headers.get("set-cookie")).toBeNull();
  });
});

describe("abuse", () => {
  // Failures only, and per (login, client group) first (docs/decisions/011): ten failures from ten addresses of ten
  // groups no longer stop the eleventh; one group failing at one login is stopped after PAIR_POLICY.limit.
  test("limits login attempts per login with 429, Retry-After and a Polish message", async () => {
    await register("ofiara");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await post(
        "/api/users/verify",
        { login: "ofiara", password: "zle" },
        { "cf-connecting-ip": `2001:db8:77::${attempt + 1}` },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.json()).toEqual({ error: expect.stringMatching(/Zbyt wiele prób/) });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test("limits login attempts per address, whatever the login, with 429, Retry-After and a Polish message", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await post(
        "/api/users/verify",
        { login: `osoba${attempt}`, password: "zle-haslo" },
        { "cf-connecting-ip": "203.0.113.7" },
      );
      statuses.push(response.status);
      if (attempt === 10) {
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await response.json()).toEqual(TOO_MANY);
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Another address is not held back.
    const other = await post(
      "/api/users/verify",
      { login: "osoba0", password: "zle-haslo" },
      { "cf-connecting-ip": "203.0.113.8" },
    );
    expect(other.status).toBe(401);
  });

  test("limits registrations per address with 429 and creates nothing past the limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await post(
        "/api/users",
        { login: `nowy${attempt}`, email: `nowy${attempt}@example.com`, password: "tajne-haslo" },
        { "cf-connecting-ip": "203.0.113.9" },
      );
      statuses.push(response.status);
      if (attempt === 10) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.json()).toEqual(TOO_MANY);
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(10);

    // The window is fixed: once it has passed, the address may register again.
    await env.DB.prepare("UPDATE rate_limits SET window_start = window_start - 60000").run();
    const later = await post(
      "/api/users",
      { login: "nowy10", email: "nowy10@example.com", password: "tajne-haslo" },
      { "cf-connecting-ip": "203.0.113.9" },
    );
    expect(later.status).toBe(201);
  });

  test("limits registrations of one login, in any letter case, from many addresses with 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await post(
        "/api/users",
        {
          login: attempt % 2 ? "Łucja" : " ŁUCJA ",
          email: `lucja${attempt}@example.com`,
          password: "tajne-haslo",
        },
        { "cf-connecting-ip": `198.51.100.${attempt}` },
      );
      statuses.push(response.status);
      if (attempt === 10) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.json()).toEqual(TOO_MANY);
      }
    }
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409), 429]);
    // Other logins from a fresh address still register.
    const other = await post(
      "/api/users",
      { login: "inna", email: "inna@example.com", password: "tajne-haslo" },
      { "cf-connecting-ip": "198.51.100.200" },
    );
    expect(other.status).toBe(201);
  });

  test("refuses mutating requests from a foreign Origin with 403 and changes nothing", async () => {
    const response = await post(
      "/api/users",
      { login: "obcy", email: "obcy@example.com", password: "12345" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Żądanie z obcej strony zostało odrzucone. Odśwież stronę i spróbuj ponownie.",
    });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(0);
  });

  test("refuses other methods with 405", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/users`, { method: "DELETE", headers: { origin: ORIGIN } });
    expect(response.status).toBe(405);
  });
});
