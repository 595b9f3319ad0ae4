import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { cloudflareContext } from "#app/lib/context.ts";
import { PageChanges } from "#app/lib/page-cache.server.ts";
import { createDatabase } from "#app/lib/db.server.ts";
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

/** A page request's router context over the given D1, as the Worker builds it. */
function pageContext(db: D1Database): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, {
    env: { ...env, DB: db },
    db: createDatabase(db),
    ctx: createExecutionContext(),
    nonce: "test-nonce",
    changes: new PageChanges(),
  });
  return context;
}

describe("the session of a page request", () => {
  beforeEach(resetDatabase);

  test("is read from D1 once, however many loaders of the request ask for it", async () => {
    const actor = await createActor("czytelnik");
    const request = new Request("https://example.com/Hel", { headers: { cookie: actor.cookie } });
    const { db, prepared } = countingDatabase();
    const context = pageContext(db);

    // The root loader and the page loader run side by side.
    const [forHeader, forComments] = await Promise.all([
      requestSession(context, request),
      requestSession(context, request),
    ]);

    expect(forHeader).toMatchObject({ login: "czytelnik", admin: false });
    expect(forComments).toBe(forHeader);
    expect(prepared()).toBe(1);
  });

  test("is read again for the next request", async () => {
    const actor = await createActor("czytelnik");
    const request = new Request("https://example.com/Hel", { headers: { cookie: actor.cookie } });
    const { db, prepared } = countingDatabase();
    await requestSession(pageContext(db), request);
    await requestSession(pageContext(db), request);

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

    expect(await requestSession(pageContext(failing), request)).toBeNull();
  });
});
