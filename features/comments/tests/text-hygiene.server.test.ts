import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { call, createActor, insertComment, resetDatabase, type Actor } from "#tests/security/support.ts";
import worker from "#workers/app.ts";
import { COMMENT_MESSAGES } from "../model.ts";

/* One line-break convention and no control or direction characters in any stored text. */

beforeEach(resetDatabase);

const FAKE_ACTION = "Zatwierdź: http://evil.example/Moderacja/link?t=x";

async function stored(id: number): Promise<string> {
  return (await env.DB.prepare("SELECT body FROM comments WHERE id = ?").bind(id).first<{ body: string }>())!.body;
}

describe("a comment's text", () => {
  // Before: 201 and the text stored with its CRs, NEL and separators as sent.
  test("has CR, CRLF, NEL and U+2028/9 stored as line feeds", async () => {
    const response = await call("POST", "/api/comments/Hel", {
      body: { login: "Turysta", comment: `Ładny\r\rmodel\r\nz\u0085Helu\u2028i\u2029tyle` },
    });
    expect(response.status).toBe(201);
    const { comment } = (await response.json()) as { comment: { id: number; comment: string } };
    expect(comment.comment).toBe("Ładny\n\nmodel\nz\nHelu\ni\ntyle");
    expect(await stored(comment.id)).toBe("Ładny\n\nmodel\nz\nHelu\ni\ntyle");
  });

  // Before: 201 for each, stored verbatim (VT, FF, ESC and U+202E included).
  test.each([
    ["a vertical tab", "Ładny\u000bmodel"],
    ["a form feed", "Ładny\u000cmodel"],
    ["an escape sequence", "Ładny \u001b[2Jmodel"],
    ["a C1 control", "Ładny\u0090model"],
    ["a right-to-left override", "Ładny \u202eledom"],
    ["an isolate", "Ładny \u2066model\u2069"],
  ])("is refused with 400 in Polish when it holds %s, from a guest, a user and in an edit", async (_, text) => {
    const guest = await call("POST", "/api/comments/Hel", { body: { login: "Turysta", comment: text } });
    expect(guest.status).toBe(400);
    expect(await guest.json()).toEqual({ error: COMMENT_MESSAGES.commentInvalid });
    const kasia = await createActor(`kasia${Math.floor(Math.random() * 1e6)}`);
    const own = await insertComment("Hel", kasia, "Czysty tekst");
    const edit = await call("PATCH", `/api/comments/Hel/${own}`, { body: { comment: text }, cookie: kasia.cookie });
    expect(edit.status).toBe(400);
    expect(await stored(own)).toBe("Czysty tekst");
  });
});

describe("the digest", () => {
  // Before: a stored body "…\r\rZatwierdź: http://evil…" showed the fake line unquoted.
  test("quotes every line of a comment stored before the cleaning, whatever broke it", async () => {
    const body = `Ładny\r\r${FAKE_ACTION}\u2028Usuń: http://evil.example/\u000bZatwierdź: x\u0085Usuń: y\u000cKoniec`;
    const id = await insertComment("Hel", { guest: "Turysta" }, body);
    await env.DB.prepare(
      "INSERT INTO comment_outbox (comment_id, section, login, body, held, created_at, next_attempt_at) VALUES (?, 'Hel', 'Turysta', ?, 0, ?, ?)",
    )
      .bind(id, body, Date.now(), Date.now())
      .run();
    const sent: { text?: string }[] = [];
    const mailer = {
      send: async (message: { text?: string }) => void sent.push(message),
    } as unknown as SendEmail;
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), {
      ...env,
      NOTIFY_EMAIL: "wlasciciel@example.com",
      SITE_URL: "https://kartonowe.test",
      SEND_EMAIL: mailer,
    });
    const lines = sent[0]!.text!.split(/\r\n?|[\n\v\f\u0085\u2028\u2029]/);
    const actions = lines.filter((line) => /^(Zatwierdź|Usuń):/.test(line));
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatch(/^Usuń: https:\/\/kartonowe\.test\/Moderacja\/link\?t=/);
    expect(lines).toContain(`> ${FAKE_ACTION}`);
    expect(lines).toContain("> Koniec");
  });
});

describe("the owner's texts", () => {
  let owner: Actor;
  beforeEach(async () => {
    owner = await createActor("szef", { admin: true });
  });

  const send = (method: string, path: string, body: unknown) => call(method, path, { body, cookie: owner.cookie });

  test("the info and About texts and an update keep LF only", async () => {
    expect((await send("POST", "/api/info", { content: "a\r\nb\u2028c" })).status).toBe(200);
    expect(await (await call("GET", "/api/info")).json()).toEqual({ content: "a\nb\nc" });
    const about = await send("POST", "/api/about", { content: "x\ry" });
    expect(await about.json()).toEqual({ content: "x\ny" });
    const update = await send("POST", "/api/updates", { date: "2026-01-02", description: "n\u0085m" });
    expect(update.status).toBe(201);
    const { id } = (await update.json()) as { id: number };
    const row = await env.DB.prepare("SELECT description FROM site_updates WHERE id = ?").bind(id).first();
    expect(row).toEqual({ description: "n\nm" });
  });

  // Before: 200/201 for each, the characters stored.
  test.each([
    ["POST", "/api/info", { content: "a\u202eb" }],
    ["POST", "/api/about", { content: "a\u001bb" }],
    ["POST", "/api/updates", { date: "2026-01-02", description: "a\u000bb" }],
    ["POST", "/api/build/Hel", { content: "a\u2066b" }],
    ["POST", "/api/diary/Hel", { date: "2026-01-02", content: "a\u0000b", photos: [] }],
    ["POST", "/api/models", { path: "Nowy-model", name: "Nowy\u202emodel", category: "latarnie morskie" }],
    ["POST", "/api/models", { path: "Nowy-model", name: "Nowy\nmodel", category: "latarnie morskie" }],
  ])("%s %s with a control or direction character answers 400 in Polish", async (method, path, body) => {
    const response = await send(method, path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining("niedozwolone znaki") });
  });
});
