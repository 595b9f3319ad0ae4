import { createScheduledController, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import { nameSkeleton } from "#features/account/index.server.ts";
import worker from "#workers/app.ts";
import { withFormToken } from "#tests/worker/form-token.ts";
import { LOGIN_POLICY, LOGIN_SOFT, loginDelaySeconds } from "../server/login-limits.server.ts";

const ORIGIN = "https://kartonowe.test";

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify(await withFormToken("POST", path, body)),
  });
}

const register = (login: string, email = `${login.length}${Math.random()}@example.com`.replace("0.", "")) =>
  post("/api/users", { login, email, password: "tajne-haslo" }, { "cf-connecting-ip": `192.0.2.${++registrations}` });
let registrations = 0;

const logIn = (login: string, password: string, client: string, cookie?: string) =>
  post("/api/users/verify", { login, password }, { "cf-connecting-ip": client, ...(cookie ? { cookie } : {}) });

function cookies(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

async function rateLimitKeys(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>();
  return results.map((row) => row.key);
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM comment_likes"),
    env.DB.prepare("DELETE FROM comments"),
    env.DB.prepare("DELETE FROM users"),
  ]);
});

describe("sign-in limits nobody can use to lock the owner out", () => {
  test("ten failures from address A, then the right password from address B is accepted", async () => {
    await register("wlasciciel");
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await logIn("wlasciciel", "zle-haslo", "203.0.113.10")).status).toBe(401);
    }
    // A has used up its failures at this login…
    expect((await logIn("wlasciciel", "tajne-haslo", "203.0.113.10")).status).toBe(429);
    // …while B, which has not been failing, signs in.
    const fromB = await logIn("wlasciciel", "tajne-haslo", "198.51.100.20");
    expect(fromB.status).toBe(200);
    expect(await fromB.json()).toMatchObject({ verify: true, login: "wlasciciel" });
  });

  test("successes are not counted: twenty sign-ins in a row from one address all succeed", async () => {
    await register("czesty");
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await logIn("czesty", "tajne-haslo", "203.0.113.11")).status).toBe(200);
    }
  });

  test("the addresses of one IPv6 /64 are one client; another /64 is another", async () => {
    await register("cel");
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await logIn("cel", "zle", `2001:db8:aa:bb::${attempt.toString(16)}`)).status).toBe(401);
    }
    expect((await logIn("cel", "zle", "2001:db8:aa:bb:ffff:1:2:3")).status).toBe(429);
    expect((await logIn("cel", "zle", "2001:db8:aa:bc::1")).status).toBe(401);
  });

  test("only cf-connecting-ip names the client: a forged x-real-ip changes nothing", async () => {
    await register("ofiara2");
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await post(
        "/api/users/verify",
        { login: "ofiara2", password: "zle" },
        { "cf-connecting-ip": "203.0.113.12", "x-real-ip": `10.9.9.${attempt}` },
      );
      expect(response.status).toBe(401);
    }
    const forged = await post(
      "/api/users/verify",
      { login: "ofiara2", password: "zle" },
      { "cf-connecting-ip": "203.0.113.12", "x-real-ip": "10.9.9.200" },
    );
    expect(forged.status).toBe(429);
  });

  test("a login attacked from many groups slows strangers with growing delays, never its own browser", async () => {
    await register("szef");
    const ownBrowser = await logIn("szef", "tajne-haslo", "198.51.100.30");
    const device = cookies(ownBrowser).find((cookie) => cookie.startsWith("__Host-device="));
    expect(device).toBeDefined();
    // The attack's failures, as the sign-in route counts them (each from a different group).
    const limiter = createRateLimiter(createDatabase(env.DB), env.SESSION_SECRET);
    for (let failure = 0; failure < LOGIN_SOFT + 10; failure++) {
      await limiter.hit(`login-failures:login:${nameSkeleton("szef")}`, { limit: Infinity, ...LOGIN_POLICY });
    }
    const stranger = await logIn("szef", "zle", "203.0.113.40");
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stranger.json()).toEqual({
      error: "Zbyt wiele prób logowania na to konto. Spróbuj ponownie później.",
    });
    // The owner's browser, with its device cookie, is not delayed even from a new address.
    expect((await logIn("szef", "tajne-haslo", "203.0.113.41", device)).status).toBe(200);
    // A forged or another login's device cookie does not help.
    expect(
      (await logIn("szef", "tajne-haslo", "203.0.113.42", "__Host-device=eyJhbGciOiJIUzI1NiJ9.e30.x")).status,
    ).toBe(429);
    expect(loginDelaySeconds(LOGIN_SOFT - 1)).toBe(0);
    expect(loginDelaySeconds(LOGIN_SOFT + 1)).toBeGreaterThan(loginDelaySeconds(LOGIN_SOFT));
    expect(loginDelaySeconds(LOGIN_SOFT + 100)).toBe(15 * 60);
  });

  test("D1 keeps keyed hashes of clients and logins, never the address or the login", async () => {
    await register("prywatny");
    await logIn("prywatny", "zle", "203.0.113.77");
    await logIn("prywatny", "zle", "2001:db8:1234:5678::9");
    const keys = await rateLimitKeys();
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(key).not.toMatch(/203\.0\.113|2001|prywatny|login|client/);
    }
  });

  test("the scheduled handler deletes every counter whose window has ended, and keeps running ones", async () => {
    await register("sprzatanie");
    await logIn("sprzatanie", "zle", "203.0.113.88");
    const count = async () => (await rateLimitKeys()).length;
    const running = await count();
    expect(running).toBeGreaterThan(0);
    const now = Date.now();
    const sweep = (scheduledTime: number) =>
      worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), env);
    await sweep(now);
    expect(await count()).toBe(running);
    // A minute on, the per-minute windows (registration, per-client failures) are gone.
    await sweep(now + 61_000);
    expect(await count()).toBeLessThan(running);
    // A day on (the longest window), nothing is left.
    await sweep(now + 24 * 60 * 60_000 + 1000);
    expect(await count()).toBe(0);
  });
});

test("guest comments from one IPv6 /64 share one limit, however the addresses rotate", async () => {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt++) {
    const response = await post(
      "/api/comments/Hel",
      { login: "Rotujacy", comment: `Komentarz numer ${attempt}` },
      { "cf-connecting-ip": `2001:db8:5:6:${attempt}::${attempt}` },
    );
    statuses.push(response.status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

describe("look-alike names", () => {
  test.each([
    ["Cyrillic а", "\u0430dmin"],
    ["fullwidth letters", "ａｄｍｉｎ"],
    ["an invisible U+3164 after it", "admin\u3164"],
    ["a zero-width joiner", "ad\u200dmin"],
    ["Greek omicron", "r\u03bfot"],
  ])("registration refuses %s with 400", async (_, login) => {
    const response = await register(login);
    expect(response.status).toBe(400);
    expect((await response.json()) as { error: string }).toEqual({ error: expect.stringMatching(/^Login /) });
  });

  test("names differing in letter case in any script, or by a look-alike, are one account", async () => {
    expect((await register("ŽANETA")).status).toBe(201);
    for (const login of ["žaneta", "Žaneta", "ZANETA".replace("Z", "Ž").toLowerCase()]) {
      expect((await register(login)).status, login).toBe(409);
    }
    expect((await register("straße")).status).toBe(201);
    expect((await register("STRASSE")).status).toBe(409);
    expect((await register("paweł0")).status).toBe(201);
    expect((await register("pawełO")).status).toBe(409);
  });

  test("Polish and other Latin letters, digits and _ - . are welcome", async () => {
    for (const login of ["Łucja_1", "zażółć.gęślą", "Jean-Loïc", "Åsa.2024"]) {
      expect((await register(login)).status, login).toBe(201);
    }
  });

  test("guests may not sign as a look-alike of a registered login", async () => {
    await register("admin");
    const guest = (name: string) =>
      post(
        "/api/comments/Hel",
        { login: name, comment: "Dzień dobry" },
        { "cf-connecting-ip": `192.0.2.${++registrations}` },
      );
    for (const name of ["ADMIN", "ａｄｍｉｎ", "Admin"]) {
      const response = await guest(name);
      expect(response.status, name).toBe(409);
      expect(await response.json()).toEqual({ error: "Nazwa użytkownika jest już zajęta" });
    }
    for (const name of ["\u0430dmin", "admin\u3164", "ad\u200bmin"]) {
      const response = await guest(name);
      expect(response.status, name).toBe(400);
      expect(await response.json()).toEqual({ error: "Nazwa gościa zawiera niedozwolone znaki" });
    }
    expect((await guest("Jan Kowalski")).status).toBe(201);
    expect((await guest("Дмитрий")).status).toBe(201);
  });

  test("sign-in normalises the login as registration does", async () => {
    await register("Zo\u00eb");
    expect((await logIn("Zoe\u0308", "tajne-haslo", "203.0.113.90")).status).toBe(200);
    expect((await logIn("ZOË", "tajne-haslo", "203.0.113.90")).status).toBe(200);
  });
});

describe("headers", () => {
  test.each([
    ["a page", "/Hel"],
    ["a page's data", "/Hel.data"],
    ["the 404 page", "/nie-ma-takiej-strony"],
  ])("%s is private and never stored by a shared cache", async (_, path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`);
    await response.arrayBuffer();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  test("HSTS on the deployed site over HTTPS, never on localhost or plain HTTP", async () => {
    const deployed = await SELF.fetch("https://kartonowe-budowle.pl/");
    await deployed.arrayBuffer();
    expect(deployed.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    for (const url of ["http://localhost:8787/", "https://localhost:8787/", "http://kartonowe-budowle.pl/"]) {
      const response = await SELF.fetch(url);
      await response.arrayBuffer();
      expect(response.headers.get("strict-transport-security"), url).toBeNull();
    }
  });
});
