import { env } from "cloudflare:workers";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { readSession } from "#features/account/index.server.ts";
import { createPageStub } from "#tests/setup/page-stub.tsx";
import { fetchWithEnv } from "#tests/worker/with-env.ts";
import { Comments } from "#features/comments/components/comments.tsx";
import { loadComments } from "#features/comments/index.server.ts";
import { loadInfo } from "#features/info-box/index.server.ts";
import { forgetHeldCatalog } from "#features/catalog/index.server.ts";
import {
  call,
  createActor,
  insertComment,
  ORIGIN,
  PASSWORD,
  resetDatabase,
  snapshot,
  type Actor,
} from "../security/support.ts";

/*
 * Faults: D1 failing for a request and R2 missing an object. The API must answer 503 with a
 * Polish message (never a 500 or a hang), the page loaders must still give the page something to render, and a
 * missing image must be a 404 JSON answer the gallery can fall back from.
 */

const POLISH = /[ąćęłńóśźż]/i;
const OUTAGE = "D1_ERROR: Network connection lost.";

type Breakage = "binding gone" | "queries fail";

/** A statement whose every execution fails, as when D1 drops the connection mid-request. */
function failingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      if (property === "bind") return (...values: unknown[]) => failingStatement(target.bind(...values));
      if (["first", "all", "run", "raw"].includes(String(property))) return () => Promise.reject(new Error(OUTAGE));
      return Reflect.get(target, property, target);
    },
  });
}

/** env.DB broken one of two ways: every call throws at once, or statements prepare but never execute. */
function brokenDatabase(breakage: Breakage): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (breakage === "binding gone") {
        return () => {
          throw new TypeError("Cannot read properties of undefined (reading 'prepare')");
        };
      }
      // A D1 that is down is down for the sessions it hands out too.
      if (property === "withSession") return () => brokenDatabase(breakage);
      if (property === "prepare") return (sql: string) => failingStatement(target.prepare(sql));
      if (property === "batch" || property === "exec") return () => Promise.reject(new Error(OUTAGE));
      return Reflect.get(target, property, target);
    },
  });
}

function envWith(DB: D1Database): Env {
  return { ...env, DB };
}

let admin: Actor;
let commentId: number;

beforeEach(async () => {
  await resetDatabase();
  admin = await createActor("szef", { admin: true });
  commentId = await insertComment("Hel", admin, "Komentarz administratora");
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One request per route, each far enough along (a live session, valid input) to need D1. */
function requestsNeedingD1(): { name: string; request: Request }[] {
  const json = (method: string, path: string, body?: unknown) =>
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        cookie: admin.cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return [
    {
      name: "register",
      request: json("POST", "/api/users", { login: "nowy", email: "nowy@example.com", password: "haslo-12345" }),
    },
    { name: "login", request: json("POST", "/api/users/verify", { login: "szef", password: PASSWORD }) },
    { name: "verify", request: json("GET", "/api/users/verify") },
    { name: "logout", request: json("POST", "/api/users/logout") },
    { name: "read info", request: json("GET", "/api/info") },
    { name: "save info", request: json("POST", "/api/info", { content: "Nowy tekst" }) },
    { name: "list comments", request: json("GET", "/api/comments/Hel") },
    { name: "add comment", request: json("POST", "/api/comments/Hel", { comment: "Nowy komentarz" }) },
    { name: "edit comment", request: json("PATCH", `/api/comments/Hel/${commentId}`, { comment: "Zmiana" }) },
    { name: "delete comment", request: json("DELETE", `/api/comments/Hel/${commentId}`) },
    { name: "like comment", request: json("POST", `/api/comments/Hel/${commentId}/like`) },
  ];
}

describe("D1 failing during a request", () => {
  test.each<Breakage>(["binding gone", "queries fail"])(
    "every API route answers 503 with a Polish message when D1 is down (%s), and logs it",
    async (breakage) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const before = await snapshot();
      const broken = envWith(brokenDatabase(breakage));
      for (const { name, request } of requestsNeedingD1()) {
        const response = await fetchWithEnv(request, broken);
        expect(response.status, name).toBe(503);
        expect(response.headers.get("content-type"), name).toMatch(/^application\/json/);
        expect(response.headers.get("cache-control"), name).toBe("no-store");
        const body = (await response.json()) as { error: string };
        expect(body.error, name).toMatch(POLISH);
      }
      expect(errors).toHaveBeenCalledTimes(requestsNeedingD1().length);
      expect(await snapshot()).toEqual(before);
    },
  );

  test("the real worker answers 503 when a table it reads is gone, and recovers when it is back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.prepare("ALTER TABLE comment_likes RENAME TO comment_likes_off").run();
    try {
      const response = await call("GET", "/api/comments/Hel");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę" });
    } finally {
      await env.DB.prepare("ALTER TABLE comment_likes_off RENAME TO comment_likes").run();
    }
    const healed = await call("GET", "/api/comments/Hel");
    expect(healed.status).toBe(200);
    expect(((await healed.json()) as { comments: unknown[] }).comments).toHaveLength(1);
  });

  test("the comments loader gives the page an error flag instead of throwing, and the block offers a retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const request = new Request(`${ORIGIN}/Hel`, { headers: { cookie: admin.cookie } });
    for (const breakage of ["binding gone", "queries fail"] as const) {
      const db = createDatabase(brokenDatabase(breakage));
      const data = await loadComments(db, "Hel", readSession(request, db, env.SESSION_SECRET), env.SESSION_SECRET);
      expect(data, breakage).toEqual({ section: "Hel", initial: { comments: [], error: true }, viewer: null });
      // The block as the page's server render draws it from that data.
      const page = createPageStub({ Component: () => createElement(Comments, { ...data, defaultOpen: true }) });
      const html = renderToString(createElement(page, { initialEntries: ["/Hel"] }));
      expect(html).toContain("Nie udało się wczytać komentarzy.");
      expect(html).toMatch(/<button[^>]*>Spróbuj ponownie<\/button>/);
      expect(html).toContain('role="alert"');
      expect(html).not.toContain("Brak komentarzy");
    }
    // With D1 back, the same loader reads the thread.
    const db = createDatabase(env.DB);
    const healthy = await loadComments(db, "Hel", readSession(request, db, env.SESSION_SECRET), env.SESSION_SECRET);
    expect(healthy.initial).toEqual({
      comments: [expect.objectContaining({ id: commentId })],
      total: 1,
      hasMore: false,
      formToken: expect.any(String),
    });
    expect(healthy.viewer).toEqual({ login: "szef", admin: true });
  });

  test("a model page: 503 from a fresh isolate while D1 is down, then the isolate's copy of the catalogue", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = () => new Request(`${ORIGIN}/Hel`);
    forgetHeldCatalog();
    const cold = await fetchWithEnv(page(), envWith(brokenDatabase("queries fail")));
    expect(cold.status).toBe(503);
    expect(await cold.text()).toContain("Coś poszło nie tak");
    expect((await fetchWithEnv(page(), env)).status).toBe(200);
    const held = await fetchWithEnv(page(), envWith(brokenDatabase("queries fail")));
    expect(held.status).toBe(200);
    expect(await held.text()).toContain("Latarnia morska Hel");
  });

  test("the home page's info loader gives an empty, flagged text instead of throwing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await loadInfo(createDatabase(brokenDatabase("queries fail")))).toEqual({
      content: "",
      nodes: [],
      failed: true,
    });
  });
});

describe("R2 missing an object", () => {
  test("an image that is not in R2 is a 404 JSON answer, not a broken page or a 500", async () => {
    for (const path of ["/images/models/Hel/dzien/hel-d99.webp", "/images/models/Hel/dzien/thumbs/hel-d99.webp"]) {
      const response = await call("GET", path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: "Nie znaleziono obrazu" });
    }
  });

  // An R2 failure used to be answered 416 as if the Range header were at fault; only a request with a Range gets that.
  test("R2 failing for a request without a Range header is a 503, not a 416", async () => {
    const failingBucket = new Proxy(env.IMAGES, {
      get(target, property) {
        if (property === "get") return () => Promise.reject(new Error("R2 is unavailable"));
        return Reflect.get(target, property, target);
      },
    });
    const response = await fetchWithEnv(new Request(`${ORIGIN}/images/models/Hel/dzien/hel-d01.webp`), {
      ...env,
      IMAGES: failingBucket,
    });
    expect(response?.status).toBe(503);
  });
});
