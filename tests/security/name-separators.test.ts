import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import worker from "#workers/app.ts";
import { call, insertComment, jsonOf, resetDatabase } from "./support.ts";

/* Line and paragraph separators in names: a mail reader breaks a line at them, so a name could fake an action. */

beforeEach(resetDatabase);

const SEPARATORS = ["\u2028", "\u2029"];
const FAKE_ACTION = "Zatwierdź: http://evil.example/Moderacja/link?t=x";

describe("a name with a line or paragraph separator", () => {
  test("is refused as a guest's name, inside it or at either end", async () => {
    for (const separator of SEPARATORS) {
      for (const name of [`Jan${separator}Kowalski`, `Jan${separator}`, `${separator}Jan`]) {
        const posted = await call("POST", "/api/comments/Hel", { body: { comment: "Ładny model", login: name } });
        expect(posted.status, JSON.stringify(name)).toBe(400);
        expect(await jsonOf(posted)).toHaveProperty("error");
      }
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM comments").first()).toEqual({ n: 0 });
  });

  test("is refused as a login at registration", async () => {
    for (const separator of SEPARATORS) {
      for (const login of [`jan${separator}kowal`, `jankowal${separator}`]) {
        const registered = await call("POST", "/api/users", {
          body: { login, email: `x${Math.random().toString(36).slice(2)}@example.com`, password: "tajne-haslo-1" },
        });
        expect(registered.status, JSON.stringify(login)).toBe(400);
      }
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first()).toEqual({ n: 0 });
  });

  test("stored before the check, stays quoted on its own line in the digest", async () => {
    const login = `Turysta\u2028${FAKE_ACTION}`;
    const id = await insertComment("Hel", { guest: login }, "Ładny model");
    await env.DB.prepare(
      "INSERT INTO comment_outbox (comment_id, section, login, body, held, created_at, next_attempt_at) VALUES (?, 'Hel', ?, 'Ładny model', 0, ?, ?)",
    )
      .bind(id, login, Date.now(), Date.now())
      .run();
    const sent: { text?: string }[] = [];
    const mailer = { send: async (message: { text?: string }) => void sent.push(message) } as unknown as SendEmail;
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), {
      ...env,
      NOTIFY_EMAIL: "wlasciciel@example.com",
      SITE_URL: "https://kartonowe.test",
      SEND_EMAIL: mailer,
    });
    const lines = sent[0]!.text!.split(/\r\n?|[\n\v\f\u0085\u2028\u2029]/);
    expect(lines.filter((line) => /^(Zatwierdź|Usuń):/.test(line))).toHaveLength(1);
    expect(lines[0]).toMatch(/^Turysta\\u\{2028\}Zatwierdź: http:\/\/evil\.example\/Moderacja\/link\?t=x na stronie „/);
  });
});
