import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { createRateLimiter, NETWORK_SHARE } from "#app/lib/rate-limit.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { call, createActor, jsonOf, resetDatabase } from "./support.ts";

/* Hopping between the /64s of one IPv6 /48 gains nothing: comments, registration and sign-in count the /48 too. */

beforeEach(async () => {
  await resetDatabase();
  await env.DB.prepare("DELETE FROM rate_limits").run();
});

/** The n-th /64 of the /48 2001:db8:<site>::/48. */
const hop = (site: number, n: number) => `2001:db8:${site.toString(16)}:${n.toString(16)}::1`;

describe("a /48 tier", () => {
  test("for comments: 5 a minute per /64, 20 per /48", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) {
      const posted = await call("POST", "/api/comments/Hel", {
        body: { comment: `Komentarz numer ${n}`, login: `Gosc${n}` },
        ip: hop(0xa1, n),
      });
      statuses.push(posted.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  test("for registration: 10 a minute per /64, 40 per /48", { timeout: 120_000 }, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 41; n++) {
      const registered = await call("POST", "/api/users", {
        body: { login: `konto${n}x`, email: `konto${n}@example.com`, password: "Haslo-rejestracji-7" },
        ip: hop(0xa2, n),
      });
      statuses.push(registered.status);
    }
    expect(statuses.slice(0, 40).every((status) => status === 201)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  test("for sign-in: 10 failures a minute per /64, 40 per /48", { timeout: 120_000 }, async () => {
    await createActor("cel48");
    const statuses: number[] = [];
    for (let n = 0; n < 41; n++) {
      statuses.push(
        (await call("POST", "/api/users/verify", { body: { login: "cel48", password: "zle" }, ip: hop(0xa3, n) }))
          .status,
      );
    }
    expect(statuses.slice(0, 40).every((status) => status === 401)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another /48 is another network.
    expect(
      (await call("POST", "/api/users/verify", { body: { login: "cel48", password: "zle" }, ip: hop(0xa4, 0) })).status,
    ).toBe(401);
  });
});

describe("registration's hourly and daily caps", () => {
  async function filled(action: string, client: string, count: number, windowMs: number) {
    const limiter = createRateLimiter(createDatabase(env.DB), env.SESSION_SECRET);
    for (let n = 0; n < count; n++) await limiter.hit(`${action}:client:${client}`, { limit: Infinity, windowMs });
  }

  test("an address that opened 20 accounts this hour, or 50 today, waits with its own message", async () => {
    await filled("register-hour", "ipv4:203.0.113.60", 20, 60 * 60_000);
    const hourly = await call("POST", "/api/users", {
      body: { login: "godzinny", email: "godzinny@example.com", password: "Haslo-rejestracji-7" },
      ip: "203.0.113.60",
    });
    expect(hourly.status).toBe(429);
    expect(await jsonOf(hourly)).toEqual({ error: REFUSALS.registrationsCapped });
    await filled("register-day", "ipv4:203.0.113.61", 50, 24 * 60 * 60_000);
    const daily = await call("POST", "/api/users", {
      body: { login: "dzienny", email: "dzienny@example.com", password: "Haslo-rejestracji-7" },
      ip: "203.0.113.61",
    });
    expect(daily.status).toBe(429);
    expect(await jsonOf(daily)).toEqual({ error: REFUSALS.registrationsCapped });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first()).toEqual({ n: 0 });
  });

  test("an IPv6 /48 that opened four times the caps waits too, from a /64 it has not used", async () => {
    const limiter = createRateLimiter(createDatabase(env.DB), env.SESSION_SECRET);
    const fill = async (key: string, count: number, windowMs: number) => {
      for (let n = 0; n < count; n++) await limiter.hit(key, { limit: Infinity, windowMs });
    };
    await fill("register-hour:net:ipv6:2001:db8:b1::/48", 20 * NETWORK_SHARE, 60 * 60_000);
    await fill("register-day:net:ipv6:2001:db8:b2::/48", 50 * NETWORK_SHARE, 24 * 60 * 60_000);
    const body = (login: string) => ({ login, email: `${login}@example.com`, password: "Haslo-rejestracji-7" });
    for (const site of [0xb1, 0xb2]) {
      const capped = await call("POST", "/api/users", { body: body(`siec${site}`), ip: hop(site, 9) });
      expect(capped.status).toBe(429);
      expect(await jsonOf(capped)).toEqual({ error: REFUSALS.registrationsCapped });
    }
    expect((await call("POST", "/api/users", { body: body("inna_siec"), ip: hop(0xb3, 9) })).status).toBe(201);
  });
});
