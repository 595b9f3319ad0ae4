import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { call, createActor, insertComment, ORIGIN, resetDatabase, type Actor } from "#tests/security/support.ts";
import { SELF } from "cloudflare:test";
import { MODERATION_MESSAGES, type ModerationOverview } from "../moderation-model.ts";

/* Owner changes leave a log row, the link page leaks no token, /api/moderation pages its lists. */

beforeEach(resetDatabase);

async function log(): Promise<{ actor: string; action: string; detail: string }[]> {
  const rows = await env.DB.prepare("SELECT actor, action, detail FROM moderation_log ORDER BY id").all();
  return rows.results as { actor: string; action: string; detail: string }[];
}

describe("the moderation log", () => {
  let owner: Actor;
  beforeEach(async () => {
    owner = await createActor("szef", { admin: true });
  });
  const send = (method: string, path: string, body?: unknown) => call(method, path, { body, cookie: owner.cookie });

  // Before: 204 and no row (only /api/moderation/delete wrote one).
  test("records a delete from the thread like one from /Moderacja", async () => {
    const id = await insertComment("Hel", { guest: "Turysta" });
    expect((await send("DELETE", `/api/comments/Hel/${id}`)).status).toBe(204);
    expect(await log()).toEqual([
      {
        actor: "szef",
        action: "usunięcie",
        detail: expect.stringMatching(new RegExp(`^komentarz #${id} \\(Turysta, .*Hel`)),
      },
    ]);
  });

  // Before: every one of these answered 2xx and wrote no row.
  test("records every change of the owner's texts and of the catalogue", async () => {
    expect((await send("POST", "/api/info", { content: "Nowe" })).status).toBe(200);
    expect((await send("POST", "/api/about", { content: "O mnie" })).status).toBe(200);
    const update = (await (await send("POST", "/api/updates", { date: "2026-01-02", description: "x" })).json()) as {
      id: number;
    };
    expect((await send("PATCH", `/api/updates/${update.id}`, { date: "2026-01-03", description: "y" })).status).toBe(
      200,
    );
    expect((await send("DELETE", `/api/updates/${update.id}`)).status).toBe(204);
    expect((await send("POST", "/api/build/Hel", { content: "Budowa" })).status).toBe(200);
    const entry = (await (await send("POST", "/api/diary/Hel", { date: "2026-01-02", content: "Dzień 1" })).json()) as {
      id: number;
    };
    expect((await send("PATCH", `/api/diary/Hel/${entry.id}`, { date: "2026-01-02", content: "Dzień 2" })).status).toBe(
      200,
    );
    expect((await send("DELETE", `/api/diary/Hel/${entry.id}`)).status).toBe(204);
    const created = await send("POST", "/api/models", {
      path: "Nowa-latarnia",
      name: "Nowa",
      category: "latarnie morskie",
    });
    expect(created.status).toBe(201);
    const { model } = (await created.json()) as { model: { id: number } };
    expect((await send("PATCH", `/api/models/${model.id}`, { description: "Opis" })).status).toBe(200);
    expect((await send("DELETE", `/api/models/${model.id}`)).status).toBe(204);

    const rows = await log();
    expect(rows.every((row) => row.actor === "szef")).toBe(true);
    expect(rows.map((row) => row.action)).toEqual([
      "zmiana tekstu",
      "zmiana tekstu",
      "nowa aktualizacja",
      "zmiana aktualizacji",
      "usunięcie aktualizacji",
      "zmiana opisu budowy",
      "nowy wpis dziennika",
      "zmiana wpisu dziennika",
      "usunięcie wpisu dziennika",
      "nowy model",
      "zmiana modelu",
      "usunięcie modelu",
    ]);
    expect(rows[10]!.detail).toBe("Nowa (/Nowa-latarnia): description");
  });

  test("records nothing for a refused change", async () => {
    expect((await send("POST", "/api/info", { content: 5 })).status).toBe(400);
    expect((await call("POST", "/api/info", { body: { content: "x" } })).status).toBe(401);
    expect(await log()).toEqual([]);
  });
});

describe("the digest link's page", () => {
  // Before: Referrer-Policy strict-origin-when-cross-origin, so same-origin requests carried the token.
  test("sends Referrer-Policy: no-referrer; other pages keep the site's policy", async () => {
    const page = await SELF.fetch(`${ORIGIN}/Moderacja/link?t=nieprawidlowy`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    await page.arrayBuffer();
    const other = await SELF.fetch(`${ORIGIN}/About`);
    expect(other.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    await other.arrayBuffer();
  });
});

describe("GET /api/moderation", () => {
  async function overview(cookie: string, query = ""): Promise<ModerationOverview> {
    const response = await call("GET", `/api/moderation${query}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ModerationOverview;
  }

  async function holdMany(quantity: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < quantity; i++) {
      const id = await insertComment("Hel", { guest: "Turysta" }, `Czeka ${i}`, Date.now() - (quantity - i) * 1000);
      ids.push(id);
    }
    await env.DB.prepare("UPDATE comments SET status = 'held'").run();
    return ids.reverse();
  }

  // Before: all 120 held comments in one answer, no paging fields.
  test("answers the held comments a page at a time, newest first, with a total and the next cursor", async () => {
    const owner = await createActor("szef", { admin: true });
    const ids = await holdMany(120);
    const first = await overview(owner.cookie);
    expect(first.held.map((comment) => comment.id)).toEqual(ids.slice(0, 50));
    expect(first.paging).toEqual({ held: { total: 120, next: ids[49] }, blocks: { total: 0, next: null } });
    expect(Object.keys(first)).toEqual(["held", "recent", "blocks", "settings", "history", "paging"]);
    const second = await overview(owner.cookie, `?heldBefore=${ids[49]}&limit=100`);
    expect(second.held.map((comment) => comment.id)).toEqual(ids.slice(50));
    expect(second.paging!.held).toEqual({ total: 120, next: null });
  });

  test("refuses a bad limit or cursor with 400 in Polish", async () => {
    const owner = await createActor("szef", { admin: true });
    for (const query of ["?limit=0", "?limit=101", "?limit=x"]) {
      const response = await call("GET", `/api/moderation${query}`, { cookie: owner.cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: MODERATION_MESSAGES.badLimit });
    }
    const response = await call("GET", "/api/moderation?heldBefore=abc", { cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: MODERATION_MESSAGES.badCursor });
  });
});
