import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { createScheduledController, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { countRows as count, resetDatabase } from "#tests/security/support.ts";
import { signToken } from "#app/lib/signed-token.server.ts";
import { registerUser } from "#features/account/index.server.ts";
import worker from "#workers/app.ts";
import { MODERATION_MESSAGES, type ModerationOverview } from "../moderation-model.ts";
import { DIGEST_MAX_ATTEMPTS, LINK_LIFETIME_MS, retryDelay, signModerationLink } from "../server/digest.server.ts";
import { activeBlock, readCommentSettings } from "../server/policy.server.ts";
import { insertComment } from "./moderation-rows.ts";

const ORIGIN = "https://kartonowe.test";
const PASSWORD = "tajne-haslo";
const SECRET = env.SESSION_SECRET;

let ipCounter = 0;

function call(method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { "cf-connecting-ip": `10.7.${ipCounter >> 8}.${ipCounter++ & 255}` };
  headers.origin = ORIGIN;
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function user(login: string, { admin = false } = {}): Promise<{ cookie: string; id: number }> {
  const created = await registerUser(createDatabase(env.DB), {
    login,
    email: `${login}@example.com`,
    password: PASSWORD,
  });
  expect(created).not.toBe(false);
  if (admin) await env.DB.prepare("UPDATE users SET admin = 1 WHERE login = ?").bind(login).run();
  const response = await call("POST", "/api/users/verify", { body: { login, password: PASSWORD } });
  expect(response.status).toBe(200);
  const row = await env.DB.prepare("SELECT id FROM users WHERE login = ?").bind(login).first<{ id: number }>();
  return { cookie: (response.headers.get("set-cookie") ?? "").split(";")[0]!, id: row!.id };
}

async function queueOutbox(commentId: number, { held = false, now = Date.now() } = {}): Promise<number> {
  const comment = await env.DB.prepare("SELECT section, login, body FROM comments WHERE id = ?")
    .bind(commentId)
    .first<{ section: string; login: string; body: string }>();
  const row = await env.DB.prepare(
    "INSERT INTO comment_outbox (comment_id, section, login, body, held, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(commentId, comment!.section, comment!.login, comment!.body, held ? 1 : 0, now, now)
    .first<{ id: number }>();
  return row!.id;
}

async function logRows(): Promise<{ actor: string; action: string; detail: string }[]> {
  return (await env.DB.prepare("SELECT actor, action, detail FROM moderation_log ORDER BY id").all()).results as {
    actor: string;
    action: string;
    detail: string;
  }[];
}

beforeEach(resetDatabase);

describe("who may moderate", () => {
  const actions: [string, string, unknown][] = [
    ["GET", "/api/moderation", undefined],
    ["POST", "/api/moderation/approve", { id: 1 }],
    ["POST", "/api/moderation/reject", { id: 1 }],
    ["POST", "/api/moderation/delete", { ids: [1] }],
    ["POST", "/api/moderation/blocks", { kind: "name", name: "Spamer", duration: "1h" }],
    ["DELETE", "/api/moderation/blocks/1", undefined],
    ["POST", "/api/moderation/settings", { approveFirstGuestComments: true }],
  ];

  test("a guest gets 401 and a user 403, with Polish messages, and nothing changes", async () => {
    const id = await insertComment({ status: "held" });
    const { cookie } = await user("zwykly");
    for (const [method, path, body] of actions) {
      const resolved = JSON.parse(JSON.stringify(body ?? null)) as unknown;
      const asGuest = await call(method, path, { body: resolved ?? undefined });
      expect(asGuest.status, `${method} ${path}`).toBe(401);
      expect(await asGuest.json()).toEqual({ error: REFUSALS.adminSignIn });
      const asUser = await call(method, path, { body: resolved ?? undefined, cookie });
      expect(asUser.status, `${method} ${path}`).toBe(403);
      expect(await asUser.json()).toEqual({ error: REFUSALS.adminOnly });
    }
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ? AND status = 'held'", id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM comment_blocks")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comment_settings")).toBe(0);
    expect(await logRows()).toEqual([]);
  });

  test("/Moderacja is the 404 page for guests and users, and the admin's page for the admin (noindex)", async () => {
    const guest = await SELF.fetch(`${ORIGIN}/Moderacja`);
    expect(guest.status).toBe(404);
    expect(await guest.text()).not.toContain("Moderacja komentarzy");
    const { cookie } = await user("ciekawski");
    const asUser = await SELF.fetch(`${ORIGIN}/Moderacja`, { headers: { cookie } });
    expect(asUser.status).toBe(404);
    await insertComment({ status: "held", body: "Czekam na zgodę" });
    const admin = await user("szef", { admin: true });
    const page = await SELF.fetch(`${ORIGIN}/Moderacja`, { headers: { cookie: admin.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Moderacja komentarzy");
    expect(html).toContain("Czekam na zgodę");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  test("bad input is a 400 with a Polish message, never a 500", async () => {
    const { cookie } = await user("admin1", { admin: true });
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/moderation/approve", { id: "1" }, MODERATION_MESSAGES.commentIdInvalid],
      ["POST", "/api/moderation/approve", { id: -3 }, MODERATION_MESSAGES.commentIdInvalid],
      ["POST", "/api/moderation/delete", { ids: [] }, MODERATION_MESSAGES.idsRequired],
      ["POST", "/api/moderation/delete", { ids: "1,2" }, MODERATION_MESSAGES.idsRequired],
      [
        "POST",
        "/api/moderation/delete",
        { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        MODERATION_MESSAGES.tooManyIds,
      ],
      ["POST", "/api/moderation/blocks", { kind: "ip", duration: "1h" }, MODERATION_MESSAGES.blockKind],
      [
        "POST",
        "/api/moderation/blocks",
        { kind: "name", name: "x", duration: "1y" },
        MODERATION_MESSAGES.blockDuration,
      ],
      ["POST", "/api/moderation/blocks", { kind: "name", duration: "1h" }, MODERATION_MESSAGES.blockNoName],
      ["POST", "/api/moderation/settings", { guestDailyCap: 5.5 }, MODERATION_MESSAGES.capInvalid],
      ["POST", "/api/moderation/settings", { guestDailyCap: -1 }, MODERATION_MESSAGES.capInvalid],
      ["POST", "/api/moderation/settings", {}, MODERATION_MESSAGES.settingsInvalid],
      ["POST", "/api/moderation/link", { token: 5 }, MODERATION_MESSAGES.linkForged],
    ];
    for (const [method, path, body, error] of cases) {
      const response = await call(method, path, { body, cookie });
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    const unknown = await call("POST", "/api/moderation/approve", { body: { id: 999 }, cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: MODERATION_MESSAGES.unknownComment });
    const notJson = await SELF.fetch(`${ORIGIN}/api/moderation/approve`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "content-type": "text/plain" },
      body: "id=1",
    });
    expect(notJson.status).toBe(415);
    expect((await call("DELETE", "/api/moderation/blocks/abc", { cookie })).status).toBe(404);
  });
});

describe("actions", () => {
  test("approving publishes a held comment and is recorded with who, what and when", async () => {
    const { cookie } = await user("moderator", { admin: true });
    const id = await insertComment({ status: "held", login: "Nowy Gość" });
    const before = Date.now();
    const response = await call("POST", "/api/moderation/approve", { body: { id }, cookie });
    expect(response.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ? AND status = 'published'", id)).toBe(1);
    const row = await env.DB.prepare("SELECT at, actor, action, detail FROM moderation_log").first<{
      at: number;
      actor: string;
      action: string;
      detail: string;
    }>();
    expect(row).toMatchObject({ actor: "moderator", action: "zatwierdzenie" });
    expect(row!.detail).toContain(`#${id}`);
    expect(row!.detail).toContain("Nowy Gość");
    expect(row!.at).toBeGreaterThanOrEqual(before);
    // A second approval is refused: the comment is no longer held.
    const again = await call("POST", "/api/moderation/approve", { body: { id }, cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: MODERATION_MESSAGES.notHeld });
  });

  test("rejecting deletes a held comment with its likes; a published one is not 'rejected'", async () => {
    const { cookie, id: adminId } = await user("moderatorka", { admin: true });
    const held = await insertComment({ status: "held" });
    const published = await insertComment();
    await env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (?, ?)").bind(held, adminId).run();
    expect((await call("POST", "/api/moderation/reject", { body: { id: held }, cookie })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ?", held)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?", held)).toBe(0);
    expect((await call("POST", "/api/moderation/reject", { body: { id: published }, cookie })).status).toBe(409);
    expect((await logRows()).map((row) => row.action)).toEqual(["odrzucenie"]);
  });

  test("several comments from different pages are deleted at once, likes too, in one history row", async () => {
    const { cookie, id: adminId } = await user("sprzataczka", { admin: true });
    const a = await insertComment({ section: "Hel", body: "spam 1" });
    const b = await insertComment({ section: "Oswietlenie", body: "spam 2" });
    const kept = await insertComment({ section: "Hel", body: "dobry" });
    await env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (?, ?)").bind(a, adminId).run();
    const response = await call("POST", "/api/moderation/delete", { body: { ids: [a, b, a] }, cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: 2 });
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ?", kept)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM comment_likes")).toBe(0);
    const [row] = await logRows();
    expect(row).toMatchObject({ actor: "sprzataczka", action: "usunięcie: 2 komentarze" });
    expect(row!.detail).toContain("Oświetlenie");
  });

  test("the overview lists held and newest comments with page links and an opaque client label", async () => {
    const { cookie } = await user("przegladajacy", { admin: true });
    const held = await insertComment({ status: "held", section: "Krynica", clientHash: "AbCdEfGhIjKlMnOp" });
    const older = await insertComment({ section: "Hel", createdAt: Date.now() - 60_000 });
    const newer = await insertComment({ section: "Oswietlenie" });
    const response = await call("GET", "/api/moderation", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const overview = (await response.json()) as ModerationOverview;
    expect(overview.held.map((comment) => comment.id)).toEqual([held]);
    expect(overview.held[0]!.client).toBe("#AbCdEfGh");
    expect(overview.recent.map((comment) => comment.id)).toEqual([newer, older]);
    expect(overview.recent[0]!.href).toBe(`/Oswietlenie#komentarz-${newer}`);
    expect(overview.recent[1]!.href).toBe(`/Hel#komentarz-${older}`);
    expect(JSON.stringify(overview)).not.toContain("AbCdEfGhIjKlMnOp");
    // Never saved: the switch is off and the cap is the Worker's GUEST_DAILY_CAP.
    expect(overview.settings).toEqual({ approveFirstGuestComments: false, guestDailyCap: Number(env.GUEST_DAILY_CAP) });
  });
});

describe("blocks", () => {
  test("a guest name, a client group and a user are blocked for the chosen time, listed, and lifted", async () => {
    const { cookie } = await user("straznik", { admin: true });
    const spammer = await user("natret");
    const guest = await insertComment({ login: "Spamer", clientHash: "grupa-pierwsza-0123456789abcdef" });
    const registered = await insertComment({
      login: "natret",
      userId: spammer.id,
      clientHash: "grupa-druga-0123456789abcdef",
    });
    const db = createDatabase(env.DB);
    const now = Date.now();

    const byName = await call("POST", "/api/moderation/blocks", {
      body: { kind: "name", commentId: guest, duration: "1h" },
      cookie,
    });
    expect(byName.status).toBe(201);
    const byClient = await call("POST", "/api/moderation/blocks", {
      body: { kind: "client", commentId: guest, duration: "7d" },
      cookie,
    });
    expect(byClient.status).toBe(201);
    const byUser = await call("POST", "/api/moderation/blocks", {
      body: { kind: "user", commentId: registered, duration: "30d" },
      cookie,
    });
    expect(byUser.status).toBe(201);

    // The name matches by its skeleton, so a different case or a look-alike letter is blocked too.
    expect(await activeBlock(db, { guestName: "SPAMER", clientHash: "inna" })).toMatchObject({ kind: "name" });
    expect(await activeBlock(db, { clientHash: "grupa-pierwsza-0123456789abcdef" })).toMatchObject({ kind: "client" });
    expect(await activeBlock(db, { clientHash: "inna", userId: spammer.id })).toMatchObject({ kind: "user" });
    // The name block ends after its hour; the week's client block does not.
    expect(await activeBlock(db, { guestName: "Spamer", clientHash: "inna" }, now + 61 * 60_000)).toBeUndefined();
    expect(
      await activeBlock(db, { clientHash: "grupa-pierwsza-0123456789abcdef" }, now + 6 * 24 * 60 * 60_000),
    ).toBeDefined();

    const overview = (await (await call("GET", "/api/moderation", { cookie })).json()) as ModerationOverview;
    expect(overview.blocks.map((block) => block.kind).sort()).toEqual(["client", "name", "user"]);
    expect(JSON.stringify(overview.blocks)).not.toContain("grupa-pierwsza-0123456789abcdef");
    const clientBlock = overview.blocks.find((block) => block.kind === "client")!;
    expect(Date.parse(clientBlock.until) - now).toBeGreaterThan(7 * 24 * 60 * 60_000 - 60_000);

    expect((await call("DELETE", `/api/moderation/blocks/${clientBlock.id}`, { cookie })).status).toBe(204);
    expect(await activeBlock(db, { clientHash: "grupa-pierwsza-0123456789abcdef" })).toBeUndefined();
    const again = await call("DELETE", `/api/moderation/blocks/${clientBlock.id}`, { cookie });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: MODERATION_MESSAGES.unknownBlock });

    expect((await logRows()).map((row) => [row.actor, row.action])).toEqual([
      ["straznik", "blokada"],
      ["straznik", "blokada"],
      ["straznik", "blokada"],
      ["straznik", "zdjęcie blokady"],
    ]);
  });

  test("a block needs something to match: no user behind a guest, no group, never an admin", async () => {
    const { cookie, id: adminId } = await user("szefowa", { admin: true });
    const guestWithoutGroup = await insertComment({ clientHash: null });
    const byAdmin = await insertComment({ login: "szefowa", userId: adminId });
    const cases: [unknown, string][] = [
      [{ kind: "user", commentId: guestWithoutGroup, duration: "1d" }, MODERATION_MESSAGES.blockNoUser],
      [{ kind: "client", commentId: guestWithoutGroup, duration: "1d" }, MODERATION_MESSAGES.blockNoClient],
      [{ kind: "user", commentId: byAdmin, duration: "1d" }, MODERATION_MESSAGES.blockAdmin],
    ];
    for (const [body, error] of cases) {
      const response = await call("POST", "/api/moderation/blocks", { body, cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await count("SELECT count(*) AS n FROM comment_blocks")).toBe(0);
  });

  test("the guests' switch and daily cap are saved and recorded", async () => {
    const { cookie } = await user("ustawiacz", { admin: true });
    const response = await call("POST", "/api/moderation/settings", {
      body: { approveFirstGuestComments: true, guestDailyCap: 12 },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(await readCommentSettings(createDatabase(env.DB))).toEqual({
      approveFirstGuestComments: true,
      guestDailyCap: 12,
    });
    expect(await logRows()).toEqual([
      {
        actor: "ustawiacz",
        action: "ustawienia",
        detail: "zatwierdzanie pierwszych komentarzy gości: wł., dzienny limit gości: 12",
      },
    ]);
  });
});

interface SentMail {
  from: string | { email: string };
  to: string;
  subject: string;
  text?: string;
}

function runCron(scheduledTime: number, overrides: Partial<Env>) {
  return worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), { ...env, ...overrides });
}

/** The real local binding, watched: what it was handed, or a failure of the mail service. */
function mailer({ fail = false } = {}) {
  const sent: SentMail[] = [];
  const binding = {
    async send(message: EmailMessageBuilder) {
      if (fail) throw new Error("Email service unavailable");
      sent.push(message as SentMail);
      return env.SEND_EMAIL.send(message);
    },
  } as SendEmail;
  return { sent, binding };
}

const NOTIFY = { NOTIFY_EMAIL: "wlasciciel@example.com", SITE_URL: "https://kartonowe.test" };

function linksIn(text: string): { approve: string[]; remove: string[] } {
  const tokens = (label: string) =>
    [...text.matchAll(new RegExp(`${label}: https://kartonowe\\.test/Moderacja/link\\?t=([\\w.-]+)`, "g"))].map(
      (match) => match[1]!,
    );
  return { approve: tokens("Zatwierdź"), remove: tokens("Usuń") };
}

describe("the digest", () => {
  test("nothing is sent, and nothing leaves the outbox, while NOTIFY_EMAIL is unset", async () => {
    const id = await insertComment();
    await queueOutbox(id);
    const { sent, binding } = mailer();
    await runCron(Date.now(), { NOTIFY_EMAIL: "", SITE_URL: NOTIFY.SITE_URL, SEND_EMAIL: binding });
    expect(sent).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM comment_outbox WHERE sent_at IS NULL AND attempts = 0")).toBe(1);
  });

  test("one e-mail per run carries every pending comment with its page, permalink and links", async () => {
    const held = await insertComment({
      status: "held",
      section: "Hel",
      login: "Nowicjusz",
      body: "Pierwszy raz tutaj",
    });
    const published = await insertComment({ section: "Oswietlenie", login: "Stały bywalec", body: "Dobre LED-y" });
    await queueOutbox(held, { held: true });
    await queueOutbox(published);
    const { sent, binding } = mailer();
    const now = Date.now();
    await runCron(now, { ...NOTIFY, SEND_EMAIL: binding });
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe("wlasciciel@example.com");
    expect(mail!.subject).toBe("Nowe komentarze: 2, czeka na zatwierdzenie: 1");
    const text = mail!.text!;
    expect(text).toContain("CZEKA NA ZATWIERDZENIE: Nowicjusz");
    expect(text).toContain("> Pierwszy raz tutaj");
    expect(text).toContain(`https://kartonowe.test/Hel#komentarz-${held}`);
    expect(text).toContain(`https://kartonowe.test/Oswietlenie#komentarz-${published}`);
    expect(text).toContain("„Oświetlenie modeli”");
    const links = linksIn(text);
    // Approval only for the held one; deletion for both.
    expect(links.approve).toHaveLength(1);
    expect(links.remove).toHaveLength(2);
    expect(await count("SELECT count(*) AS n FROM comment_outbox WHERE sent_at = ?", now)).toBe(2);
    // The next run has nothing to send.
    await runCron(now + 5 * 60_000, { ...NOTIFY, SEND_EMAIL: binding });
    expect(sent).toHaveLength(1);
  });

  test("a failed send keeps the comment, counts the attempt, records the error and backs off", async () => {
    const id = await insertComment();
    const outbox = await queueOutbox(id);
    const failing = mailer({ fail: true });
    const now = Date.now();
    await runCron(now, { ...NOTIFY, SEND_EMAIL: failing.binding });
    const row = await env.DB.prepare("SELECT * FROM comment_outbox WHERE id = ?").bind(outbox).first<{
      attempts: number;
      last_error: string;
      next_attempt_at: number;
      sent_at: number | null;
    }>();
    expect(row).toMatchObject({ attempts: 1, last_error: "Email service unavailable", sent_at: null });
    expect(row!.next_attempt_at).toBe(now + retryDelay(1));
    // Before the back-off ends nothing is tried; a second failure waits twice as long.
    await runCron(now + retryDelay(1) - 1000, { ...NOTIFY, SEND_EMAIL: failing.binding });
    expect(await count("SELECT attempts AS n FROM comment_outbox WHERE id = ?", outbox)).toBe(1);
    await runCron(now + retryDelay(1), { ...NOTIFY, SEND_EMAIL: failing.binding });
    expect(await count("SELECT attempts AS n FROM comment_outbox WHERE id = ?", outbox)).toBe(2);
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    // When the service is back, the comment goes out.
    const working = mailer();
    const later = now + retryDelay(1) + retryDelay(2);
    await runCron(later, { ...NOTIFY, SEND_EMAIL: working.binding });
    expect(working.sent).toHaveLength(1);
    expect(working.sent[0]!.text).toContain(`#komentarz-${id}`);
    expect(await count("SELECT count(*) AS n FROM comment_outbox WHERE sent_at = ?", later)).toBe(1);
  });
});

describe("the digest's bound", () => {
  const WEEK = 7 * 24 * 60 * 60_000;

  test("a copy that keeps failing is tried at most DIGEST_MAX_ATTEMPTS times within a week, then dropped", async () => {
    const id = await insertComment();
    const start = Date.now();
    const outbox = await queueOutbox(id, { now: start });
    const failing = mailer({ fail: true });
    const row = () =>
      env.DB.prepare("SELECT attempts, next_attempt_at AS next FROM comment_outbox WHERE id = ?")
        .bind(outbox)
        .first<{ attempts: number; next: number }>();
    let at = start;
    for (let tries = 1; tries <= DIGEST_MAX_ATTEMPTS; tries++) {
      await runCron(at, { ...NOTIFY, SEND_EMAIL: failing.binding });
      expect((await row())!.attempts).toBe(tries);
      at = (await row())!.next;
    }
    expect(at).toBeLessThan(start + WEEK);
    // The service is back, but this copy's tries are spent: it waits only for the retention job.
    const working = mailer();
    await runCron(at, { ...NOTIFY, SEND_EMAIL: working.binding });
    expect(working.sent).toHaveLength(0);
    expect((await row())!.attempts).toBe(DIGEST_MAX_ATTEMPTS);
    await runCron(start + WEEK, { ...NOTIFY, SEND_EMAIL: working.binding });
    expect(await row()).toBeNull();
    expect(working.sent).toHaveLength(0);
  });
});

describe("signed links", () => {
  async function mailedLinks(id: number, held = true) {
    await queueOutbox(id, { held });
    const { sent, binding } = mailer();
    await runCron(Date.now(), { ...NOTIFY, SEND_EMAIL: binding });
    return linksIn(sent[0]!.text!);
  }

  const useLink = (token: string) => call("POST", "/api/moderation/link", { body: { token } });

  test("opening a link changes nothing; its button approves once, and the action is recorded", async () => {
    const id = await insertComment({ status: "held", body: "Proszę o zatwierdzenie" });
    const { approve } = await mailedLinks(id);
    const page = await SELF.fetch(`${ORIGIN}/Moderacja/link?t=${approve[0]}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Proszę o zatwierdzenie");
    expect(html).toContain("Zatwierdź komentarz");
    expect(await count("SELECT count(*) AS n FROM comments WHERE status = 'held'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM moderation_link_uses")).toBe(0);

    const used = await useLink(approve[0]!);
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ done: "approve" });
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ? AND status = 'published'", id)).toBe(1);
    expect(await logRows()).toMatchObject([{ actor: "link z e-maila", action: "zatwierdzenie" }]);

    const reused = await useLink(approve[0]!);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ error: MODERATION_MESSAGES.linkUsed });
    expect(await (await SELF.fetch(`${ORIGIN}/Moderacja/link?t=${approve[0]}`)).text()).toContain(
      MODERATION_MESSAGES.linkUsed,
    );
  });

  test("a delete link removes its comment only", async () => {
    const target = await insertComment({ body: "do usunięcia" });
    const other = await insertComment({ body: "zostaje" });
    const { remove } = await mailedLinks(target, false);
    expect((await useLink(remove[0]!)).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ?", target)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ?", other)).toBe(1);
  });

  test("a forged link, a link changed to another comment or action, and a link signed with another key are refused", async () => {
    const id = await insertComment({ status: "held" });
    const other = await insertComment({ status: "held" });
    const { approve } = await mailedLinks(id);
    const [header, claims, signature] = approve[0]!.split(".") as [string, string, string];
    const payload = JSON.parse(atob(claims.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
    const reencode = (value: Record<string, unknown>) =>
      btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    const body = `${header}.${claims}`;
    const forgeries = [
      `${header}.${reencode({ ...payload, c: other })}.${signature}`,
      `${header}.${reencode({ ...payload, a: "delete" })}.${signature}`,
      `${header}.${reencode({ ...payload, exp: (payload.exp as number) + 1000 })}.${signature}`,
      `${reencode({ alg: "none", typ: "moderation-link+jwt" })}.${claims}.`,
      `${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
      `${body}`,
      `${body}.${signature}.extra`,
      await signToken("another-secret-of-the-same-length-0123456789", "moderation-link", {
        ...payload,
        exp: Date.now() + 60_000,
      }),
      "!!!.???",
    ];
    for (const token of forgeries) {
      const response = await useLink(token);
      expect(response.status, token).toBe(403);
      expect(await response.json()).toEqual({ error: MODERATION_MESSAGES.linkForged });
    }
    expect(await count("SELECT count(*) AS n FROM comments WHERE status = 'held'")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM moderation_link_uses")).toBe(0);
  });

  test("an expired link is refused, and used links are swept by the cron once they would have expired", async () => {
    const id = await insertComment({ status: "held" });
    const old = await signModerationLink(SECRET, id, "approve", Date.now() - LINK_LIFETIME_MS - 1000);
    const expired = await useLink(old);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: MODERATION_MESSAGES.linkExpired });
    expect(await count("SELECT count(*) AS n FROM comments WHERE status = 'held'")).toBe(1);

    const fresh = await signModerationLink(SECRET, id, "approve");
    expect((await useLink(fresh)).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM moderation_link_uses")).toBe(1);
    await runCron(Date.now() + 60_000, {});
    expect(await count("SELECT count(*) AS n FROM moderation_link_uses")).toBe(1);
    await runCron(Date.now() + LINK_LIFETIME_MS + 60_000, {});
    expect(await count("SELECT count(*) AS n FROM moderation_link_uses")).toBe(0);
  });

  test("a link for a comment deleted in the meantime says so", async () => {
    const id = await insertComment({ status: "held" });
    const token = await signModerationLink(SECRET, id, "approve");
    await env.DB.prepare("DELETE FROM comments WHERE id = ?").bind(id).run();
    const response = await useLink(token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: MODERATION_MESSAGES.unknownComment });
  });
});
