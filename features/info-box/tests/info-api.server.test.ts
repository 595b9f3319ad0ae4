import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { INFO_MAX_LENGTH, INFO_MESSAGES } from "../model.ts";
import { createDatabase } from "#app/lib/db.server.ts";
import { loadInfo } from "../index.server.ts";

const ORIGIN = "https://kartonowe.test";

function postInfo(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/api/info`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function getInfo(): Promise<{ content: string }> {
  const response = await SELF.fetch(`${ORIGIN}/api/info`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Registers a user, makes them admin when asked, and returns their session cookie. */
async function signIn(login: string, { admin }: { admin: boolean }): Promise<string> {
  const post = (path: string, body: unknown) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    });
  expect((await post("/api/users", { login, email: `${login}@example.com`, password: "tajne-haslo" })).status).toBe(
    201,
  );
  if (admin) await env.DB.prepare("UPDATE users SET admin = 1 WHERE login = ?").bind(login).run();
  const response = await post("/api/users/verify", { login, password: "tajne-haslo" });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM info"),
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM users"),
  ]);
});

describe("GET /api/info", () => {
  test("answers an empty text before anything is stored", async () => {
    expect(await getInfo()).toEqual({ content: "" });
  });

  test("answers the stored text to anyone, without caching", async () => {
    await env.DB.prepare("INSERT INTO info (id, content, updated_at) VALUES (1, 'Witaj', 0)").run();
    const response = await SELF.fetch(`${ORIGIN}/api/info`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ content: "Witaj" });
  });
});

describe("POST /api/info", () => {
  test("refuses a guest with 401 and changes nothing", async () => {
    const response = await postInfo({ content: "Włamanie" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: REFUSALS.adminSignIn });
    expect(await getInfo()).toEqual({ content: "" });
  });

  test("refuses a logged-in user who is not an admin with 403", async () => {
    const cookie = await signIn("kasia", { admin: false });
    const response = await postInfo({ content: "Moja strona" }, { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: REFUSALS.adminOnly });
    expect(await getInfo()).toEqual({ content: "" });
  });

  test("reads admin rights from D1: a demoted admin is refused at once", async () => {
    const cookie = await signIn("szef", { admin: true });
    await env.DB.prepare("UPDATE users SET admin = 0 WHERE login = 'szef'").run();
    expect((await postInfo({ content: "x" }, { cookie })).status).toBe(403);
  });

  test("stores the admin's text with its time and hands it back unchanged", async () => {
    const cookie = await signIn("szef", { admin: true });
    const content = "## Nowości\n\nZajrzyj na [Hel](/Hel) — zażółć gęślą jaźń 🚀\n";
    const before = Date.now();
    const response = await postInfo({ content }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ content });
    expect(await getInfo()).toEqual({ content });
    const row = await env.DB.prepare("SELECT updated_at FROM info WHERE id = 1").first<{ updated_at: number }>();
    expect(row!.updated_at).toBeGreaterThanOrEqual(before);
    expect(await loadInfo(createDatabase(env.DB))).toMatchObject({
      content,
      nodes: expect.arrayContaining([{ tag: "h2", children: ["Nowości"] }]),
    });
  });

  test("overwrites the one row and accepts an empty text, which hides the box", async () => {
    const cookie = await signIn("szef", { admin: true });
    expect((await postInfo({ content: "Pierwszy" }, { cookie })).status).toBe(200);
    expect((await postInfo({ content: "" }, { cookie })).status).toBe(200);
    expect(await getInfo()).toEqual({ content: "" });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM info").first<{ n: number }>())!.n).toBe(1);
  });

  test("accepts exactly the limit and refuses one character more with 413", async () => {
    const cookie = await signIn("szef", { admin: true });
    expect((await postInfo({ content: "a".repeat(INFO_MAX_LENGTH) }, { cookie })).status).toBe(200);
    const response = await postInfo({ content: "b".repeat(INFO_MAX_LENGTH + 1) }, { cookie });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: INFO_MESSAGES.tooLong });
    expect((await getInfo()).content).toBe("a".repeat(INFO_MAX_LENGTH));
  });

  test.each([[{ content: 42 }], [{ content: null }], [{}], [{ content: ["tekst"] }]])(
    "refuses %j with 400 and a Polish message",
    async (body) => {
      const cookie = await signIn("szef", { admin: true });
      const response = await postInfo(body, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: INFO_MESSAGES.notText });
    },
  );

  test("refuses malformed JSON and a wrong content type", async () => {
    const cookie = await signIn("szef", { admin: true });
    expect((await postInfo("{nie json", { cookie })).status).toBe(400);
    expect((await postInfo('{"content":"x"}', { cookie, "content-type": "text/plain" })).status).toBe(415);
  });

  test("refuses a request from a foreign page with 403, even with the admin's cookie", async () => {
    const cookie = await signIn("szef", { admin: true });
    const response = await postInfo({ content: "Podmiana" }, { cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await getInfo()).toEqual({ content: "" });
  });

  test("other methods get 405 with the allowed ones", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/info`, { method: "DELETE", headers: { origin: ORIGIN } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
  });
});

describe("the home loader's reader", () => {
  test("gives an empty text when none is stored", async () => {
    expect(await loadInfo(createDatabase(env.DB))).toEqual({ content: "", nodes: [] });
  });

  test("never throws: a broken database gives an empty, flagged text", async () => {
    const broken = { prepare: () => ({ bind: () => ({ raw: () => Promise.reject(new Error("D1 down")) }) }) };
    expect(await loadInfo(createDatabase(broken as unknown as D1Database))).toEqual({
      content: "",
      nodes: [],
      failed: true,
    });
  });
});
