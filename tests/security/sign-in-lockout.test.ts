import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { LOGIN_SOFT } from "#features/account/server/login-limits.server.ts";
import { resetLink } from "#features/account/server/password-reset.server.ts";
import { call, createActor, jsonOf, PASSWORD, pressLoginWide, resetDatabase, type Actor } from "./support.ts";

/* Strangers' failed sign-ins never keep the owner out of a new browser; a revocation ends a device cookie's trust. */

beforeEach(async () => {
  await resetDatabase();
  await env.DB.prepare("DELETE FROM rate_limits").run();
});

const logIn = (login: string, password: string, ip: string, cookie?: string) =>
  call("POST", "/api/users/verify", { body: { login, password }, ip, ...(cookie ? { cookie } : {}) });

function cookieNamed(response: Response, name: string): string {
  const found = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  expect(found, name).toBeDefined();
  return found!.split(";")[0]!;
}

describe("the owner's new browser", () => {
  test("signs in after 60 wrong guesses from 60 addresses", { timeout: 120_000 }, async () => {
    const owner = await createActor("wlasciciel");
    for (let guess = 1; guess <= 60; guess++) {
      const wrong = await logIn(owner.login, `zle-haslo-${guess}`, `203.0.${100 + (guess % 50)}.${guess}`);
      expect(wrong.status, `guess ${guess}`).toBe(401);
    }
    const newBrowser = await logIn(owner.login, PASSWORD, "198.51.100.7");
    expect(newBrowser.status).toBe(200);
    expect(await jsonOf(newBrowser)).toMatchObject({ verify: true, login: owner.login });
  });

  test("failures from few networks tighten the login-wide delay, which the owner's device cookie passes", async () => {
    const owner = await createActor("latarnik");
    const device = cookieNamed(await logIn(owner.login, PASSWORD, "2001:db8:76::1"), "__Host-device");
    // Two /48s, three /64s each: every client and /48 stays under its own limits, the login gathers the failures.
    for (let guess = 0; guess < LOGIN_SOFT; guess++) {
      const ip = `2001:db8:${77 + (guess % 2)}:${Math.floor(guess / 18)}::${(guess % 9) + 1}`;
      expect((await logIn(owner.login, "zle", ip)).status, ip).toBe(401);
    }
    const pressed = await logIn(owner.login, "zle", "2001:db8:77:40::1");
    expect(pressed.status).toBe(429);
    expect(await jsonOf(pressed)).toEqual({
      error: "Zbyt wiele prób logowania na to konto. Spróbuj ponownie później.",
    });
    expect((await logIn(owner.login, PASSWORD, "2001:db8:80::1")).status).toBe(429);
    expect((await logIn(owner.login, PASSWORD, "2001:db8:79::1", device)).status).toBe(200);
  });

  test("failures from a browser holding the login's device cookie do not count towards its delay", async () => {
    const owner = await createActor("pamietliwy");
    const device = cookieNamed(await logIn(owner.login, PASSWORD, "2001:db8:90::1"), "__Host-device");
    // Two /48s, so the minute's per-network tier (40 failures) stays out of the way.
    for (let guess = 0; guess < LOGIN_SOFT + 5; guess++) {
      const ip = `2001:db8:${91 + (guess % 2)}:${Math.floor(guess / 18)}::${(guess % 9) + 1}`;
      expect((await logIn(owner.login, "literowka", ip, device)).status, ip).toBe(401);
    }
    // The same /48 without the cookie is not delayed: the owner's mistypes were not counted against it.
    expect((await logIn(owner.login, PASSWORD, "2001:db8:91:40::1")).status).toBe(200);
  });
});

describe("device cookies end with a revocation", () => {
  async function trustedOwner(login: string): Promise<{ owner: Actor; device: string; session: string }> {
    const owner = await createActor(login);
    const signedIn = await logIn(owner.login, PASSWORD, "198.51.100.20");
    const device = cookieNamed(signedIn, "__Host-device");
    const session = cookieNamed(signedIn, "__Host-session");
    await pressLoginWide(owner.login);
    expect((await logIn(owner.login, PASSWORD, "198.51.100.21")).status).toBe(429);
    expect((await logIn(owner.login, PASSWORD, "198.51.100.22", device)).status).toBe(200);
    return { owner, device, session };
  }

  test("“Wyloguj wszędzie” ends the trust of every device cookie", async () => {
    const { owner, device, session } = await trustedOwner("wszedzie");
    expect((await call("DELETE", "/api/users/sessions", { cookie: session })).status).toBe(204);
    expect((await logIn(owner.login, PASSWORD, "198.51.100.23", device)).status).toBe(429);
  });

  test("a password change ends it too", async () => {
    const { owner, device, session } = await trustedOwner("zmiana");
    const changed = await call("POST", "/api/users/password", {
      body: { currentPassword: PASSWORD, newPassword: "Zupelnie-nowe-haslo-7" },
      cookie: session,
    });
    expect(changed.status).toBe(200);
    expect((await logIn(owner.login, "Zupelnie-nowe-haslo-7", "198.51.100.24", device)).status).toBe(429);
  });

  test("a password reset ends it and clears the login's delay, so a new browser signs in", async () => {
    const { owner, device } = await trustedOwner("reset");
    const link = await resetLink(createDatabase(env.DB), env.SESSION_SECRET, "https://kartonowe.test", owner.id);
    const token = new URL(link!).searchParams.get("t")!;
    const confirmed = await call("POST", "/api/users/password-reset/confirm", {
      body: { token, newPassword: "Haslo-po-resecie-9" },
    });
    expect(confirmed.status).toBe(200);
    expect((await logIn(owner.login, "Haslo-po-resecie-9", "198.51.100.25")).status).toBe(200);
    // The old cookie is no better than none: it would be delayed if the login were pressed again.
    await pressLoginWide(owner.login);
    expect((await logIn(owner.login, "Haslo-po-resecie-9", "198.51.100.26", device)).status).toBe(429);
  });
});

describe("the most common passwords", () => {
  test("are refused at registration, on a change and in a reset, the minimum length staying 5", async () => {
    for (const password of ["password", "qwerty123", "Dragon", "iloveyou"]) {
      const registered = await call("POST", "/api/users", {
        body: {
          login: `nowy${Math.random().toString(36).slice(2, 8)}`,
          email: `${Math.random()}@example.com`,
          password,
        },
      });
      expect(registered.status, password).toBe(400);
      expect(await jsonOf(registered)).toEqual({
        error: "To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć: wybierz inne",
      });
    }
    const five = await call("POST", "/api/users", {
      body: { login: "piatka", email: "piatka@example.com", password: "kx7#q" },
    });
    expect(five.status).toBe(201);
    const owner = await createActor("zwykly");
    const changed = await call("POST", "/api/users/password", {
      body: { currentPassword: PASSWORD, newPassword: "123456789" },
      cookie: owner.cookie,
    });
    expect(changed.status).toBe(400);
    const link = await resetLink(createDatabase(env.DB), env.SESSION_SECRET, "https://kartonowe.test", owner.id);
    const reset = await call("POST", "/api/users/password-reset/confirm", {
      body: { token: new URL(link!).searchParams.get("t"), newPassword: "football" },
    });
    expect(reset.status).toBe(400);
  });
});
