import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { beforeEach, describe, expect, test } from "vitest";
import { signInLimit } from "../server/login-limits.server.ts";
import { SESSIONS_PER_ACCOUNT } from "../server/session.server.ts";

const ORIGIN = "https://kartonowe.test";

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

const register = (login: string) =>
  post(
    "/api/users",
    { login, email: `${login}@example.com`, password: "tajne-haslo" },
    { "cf-connecting-ip": `192.0.2.${Math.floor(Math.random() * 250)}` },
  );

const logIn = (login: string, password: string, client: string) =>
  post("/api/users/verify", { login, password }, { "cf-connecting-ip": client });

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(";")[0]!;

async function signedIn(cookie: string): Promise<boolean> {
  const response = await SELF.fetch(`${ORIGIN}/api/users/verify`, { headers: { cookie } });
  return ((await response.json()) as { verify: boolean }).verify;
}

async function liveSessions(login: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE users.login = ?",
  )
    .bind(login)
    .first<{ n: number }>();
  return row!.n;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM users"),
  ]);
});

describe("sign-in attempts are counted before the password is checked", () => {
  test("40 parallel wrong passwords from one client: at most 10 are checked (401), the rest 429", async () => {
    await register("celownik");
    const answers = await Promise.all(Array.from({ length: 40 }, () => logIn("celownik", "zle-haslo", "203.0.113.50")));
    // Before this change: 40 × 401, every password checked.
    expect(tally(answers.map((response) => response.status))).toEqual({ 401: 10, 429: 30 });
    // Now the pair is spent: even the right password waits.
    expect((await logIn("celownik", "tajne-haslo", "203.0.113.50")).status).toBe(429);
  });

  test("40 parallel wrong passwords from 40 clients of one login are counted per pair and per login", async () => {
    await register("rozproszony");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => logIn("rozproszony", "zle", `198.51.100.${index + 1}`)),
    );
    expect(answers.every((response) => response.status === 401)).toBe(true);
    const row = await env.DB.prepare("SELECT max(count) AS n FROM rate_limits").first<{ n: number }>();
    expect(row!.n).toBe(40);
  });

  test("a success clears its pair and gives back its count: the client's minute still holds its failures", async () => {
    await register("zapominalski");
    const client = "203.0.113.51";
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await logIn("zapominalski", "zle", client)).status).toBe(401);
    }
    expect((await logIn("zapominalski", "tajne-haslo", client)).status).toBe(200);
    // The per-client minute (10 failures) is shared with other logins; the pair is clear again.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) statuses.push((await logIn("zapominalski", "zle", client)).status);
    expect(statuses).toEqual([401, 429]);
  });
});

describe("all sign-ins of one client are capped", () => {
  test(`the ${signInLimit(env).limit + 1}st sign-in within the hour from one client waits, even with the right password`, async () => {
    await register("czestszy");
    const limit = signInLimit(env).limit;
    expect(limit).toBe(30);
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await logIn("czestszy", "tajne-haslo", "203.0.113.60")).status, `sign-in ${attempt + 1}`).toBe(200);
    }
    const over = await logIn("czestszy", "tajne-haslo", "203.0.113.60");
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: REFUSALS.signInsCapped });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await logIn("czestszy", "tajne-haslo", "203.0.113.61")).status).toBe(200);
  });
});

describe("live sessions per account", () => {
  test(`an account keeps at most ${SESSIONS_PER_ACCOUNT} sessions: the ${SESSIONS_PER_ACCOUNT + 1}th ends the oldest`, async () => {
    await register("wielourzadzeniowy");
    const cookies: string[] = [];
    for (let device = 0; device < SESSIONS_PER_ACCOUNT + 1; device++) {
      const response = await logIn("wielourzadzeniowy", "tajne-haslo", `198.51.100.${device + 100}`);
      expect(response.status).toBe(200);
      cookies.push(cookieOf(response));
    }
    expect(await liveSessions("wielourzadzeniowy")).toBe(SESSIONS_PER_ACCOUNT);
    expect(await signedIn(cookies[0]!)).toBe(false);
    for (const cookie of cookies.slice(1)) expect(await signedIn(cookie)).toBe(true);
  });

  test("one account's cap never ends another account's sessions", async () => {
    await register("sasiad");
    await register("tlumny");
    const neighbour = cookieOf(await logIn("sasiad", "tajne-haslo", "198.51.100.200"));
    for (let device = 0; device < SESSIONS_PER_ACCOUNT + 3; device++) {
      expect((await logIn("tlumny", "tajne-haslo", `198.51.100.${device + 150}`)).status).toBe(200);
    }
    expect(await liveSessions("tlumny")).toBe(SESSIONS_PER_ACCOUNT);
    expect(await signedIn(neighbour)).toBe(true);
  });
});
