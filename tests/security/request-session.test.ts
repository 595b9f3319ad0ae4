import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { requestSession } from "#features/account/index.server.ts";
import { createActor, resetDatabase } from "./support.ts";

/** The database, counting the statements prepared on it. */
function countingDatabase(): { db: D1Database; prepared: () => number } {
  let prepared = 0;
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          prepared++;
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, prepared: () => prepared };
}

describe("the session of a page request", () => {
  beforeEach(resetDatabase);

  test("is read from D1 once, however many loaders of the request ask for it", async () => {
    const actor = await createActor("czytelnik");
    const request = new Request("https://example.com/Hel", { headers: { cookie: actor.cookie } });
    const { db, prepared } = countingDatabase();
    const requestEnv = { DB: db, SESSION_SECRET: env.SESSION_SECRET };
    const context = new RouterContextProvider();

    // The root loader and the page loader run side by side.
    const [forHeader, forComments] = await Promise.all([
      requestSession(context, request, requestEnv),
      requestSession(context, request, requestEnv),
    ]);

    expect(forHeader).toMatchObject({ login: "czytelnik", admin: false });
    expect(forComments).toBe(forHeader);
    expect(prepared()).toBe(1);
  });

  test("is read again for the next request", async () => {
    const actor = await createActor("czytelnik");
    const request = new Request("https://example.com/Hel", { headers: { cookie: actor.cookie } });
    const { db, prepared } = countingDatabase();
    const requestEnv = { DB: db, SESSION_SECRET: env.SESSION_SECRET };

    await requestSession(new RouterContextProvider(), request, requestEnv);
    await requestSession(new RouterContextProvider(), request, requestEnv);

    expect(prepared()).toBe(2);
  });

  test("reads as logged out when D1 fails, so the page still renders", async () => {
    const actor = await createActor("czytelnik");
    const request = new Request("https://example.com/Hel", { headers: { cookie: actor.cookie } });
    const failing = {
      prepare: () => {
        throw new Error("D1 niedostępne");
      },
    } as unknown as D1Database;

    expect(
      await requestSession(new RouterContextProvider(), request, { DB: failing, SESSION_SECRET: env.SESSION_SECRET }),
    ).toBeNull();
  });
});
