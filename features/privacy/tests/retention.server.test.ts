import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import worker from "#workers/app.ts";
import { call, countRows, createActor, insertComment, PASSWORD, resetDatabase } from "#tests/security/support.ts";
import { KEEP } from "../model.ts";
import { enforceRetention, pseudonym } from "../server/retention.server.ts";

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const db = () => createDatabase(env.DB);

async function insertOutbox(commentId: number, login: string, sentAt: number | null, createdAt = NOW): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO comment_outbox (comment_id, section, login, body, held, created_at, next_attempt_at, sent_at) VALUES (?, 'Hel', ?, 'Ładny model', 0, ?, ?, ?)",
  )
    .bind(commentId, login, createdAt, createdAt, sentAt)
    .run();
}

async function insertBlock(label: string, createdBy: string, until: number, liftedAt: number | null = null) {
  await env.DB.prepare(
    "INSERT INTO comment_blocks (kind, target, label, until, created_by, created_at, lifted_at) VALUES ('name', ?, ?, ?, ?, ?, ?)",
  )
    .bind(`target-${label}`, label, until, createdBy, NOW - 60_000, liftedAt)
    .run();
}

async function insertLog(actor: string, detail: string, at = NOW, action = "usunięcie"): Promise<void> {
  await env.DB.prepare("INSERT INTO moderation_log (at, actor, action, detail) VALUES (?, ?, ?, ?)")
    .bind(at, actor, action, detail)
    .run();
}

async function insertSession(id: string, userId: number, createdAt: number, expiresAt: number): Promise<void> {
  await env.DB.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(id, userId, createdAt, expiresAt)
    .run();
}

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;
}

async function setClientHash(id: number, hash: string): Promise<void> {
  await env.DB.prepare("UPDATE comments SET client_hash = ? WHERE id = ?").bind(hash, id).run();
}

beforeEach(resetDatabase);

describe("the retention job", () => {
  test("deletes outbox rows a week after they were sent, and unsent ones a week after they were written", async () => {
    const comment = await insertComment("Hel", { guest: "Gość" });
    await insertOutbox(comment, "stary", NOW - KEEP.sentOutbox - 1);
    await insertOutbox(comment, "świeży", NOW - KEEP.sentOutbox + 60_000);
    await insertOutbox(comment, "niewysłany", null, NOW - 10 * KEEP.sentOutbox);
    await insertOutbox(comment, "niewysłany tydzień", null, NOW - KEEP.unsentOutbox);
    await insertOutbox(comment, "niewysłany świeży", null, NOW - KEEP.unsentOutbox + 60_000);
    expect(await enforceRetention(db(), NOW)).toMatchObject({ sentOutbox: 1, unsentOutbox: 2 });
    expect((await rows("SELECT login FROM comment_outbox ORDER BY id")).map((row) => row.login)).toEqual([
      "świeży",
      "niewysłany świeży",
    ]);
  });

  test("clears a comment's client hash 30 days after it was posted and leaves the comment itself", async () => {
    const old = await insertComment("Hel", { guest: "Stary" }, "Dawno temu", NOW - KEEP.clientHash - 1);
    const recent = await insertComment("Hel", { guest: "Nowy" }, "Wczoraj", NOW - KEEP.clientHash + 60_000);
    await setClientHash(old, "hash-stary");
    await setClientHash(recent, "hash-nowy");
    expect(await enforceRetention(db(), NOW)).toMatchObject({ clientHashes: 1 });
    expect(await rows("SELECT login, body, client_hash FROM comments ORDER BY id")).toEqual([
      { login: "Stary", body: "Dawno temu", client_hash: null },
      { login: "Nowy", body: "Wczoraj", client_hash: "hash-nowy" },
    ]);
  });

  test("deletes blocks that ran out or were lifted and keeps those still in force", async () => {
    await insertBlock("skończona", "admin", NOW - 1);
    await insertBlock("zdjęta", "admin", NOW + KEEP.longestBlock, NOW - 60_000);
    await insertBlock("trwa", "admin", NOW + 60_000);
    expect(await enforceRetention(db(), NOW)).toMatchObject({ endedBlocks: 2 });
    expect(await rows("SELECT label FROM comment_blocks")).toEqual([{ label: "trwa" }]);
  });

  test("deletes moderation log entries older than a year", async () => {
    await insertLog("admin", "komentarz #1 (Gość, Hel)", NOW - KEEP.moderationLog - 1);
    await insertLog("admin", "komentarz #2 (Gość, Hel)", NOW - KEEP.moderationLog + 60_000);
    expect(await enforceRetention(db(), NOW)).toEqual({
      sentOutbox: 0,
      unsentOutbox: 0,
      clientHashes: 0,
      clientLabels: 0,
      endedBlocks: 0,
      moderationLog: 1,
    });
    expect(await rows("SELECT detail FROM moderation_log")).toEqual([{ detail: "komentarz #2 (Gość, Hel)" }]);
  });

  test("cuts a client group's label out of block entries once the hashes' 30 days are over, and nothing else", async () => {
    const old = NOW - KEEP.clientHash - 1;
    await insertLog("admin", "grupa adresów #Ab3_-xYz (ala) na 1 dzień", old, "blokada");
    await insertLog("admin", "#Ab3_-xYz (ala)", old, "zdjęcie blokady");
    await insertLog("admin", "grupa adresów #Qw8pZr2L (ola) na 1 dzień", NOW - KEEP.clientHash + 60_000, "blokada");
    await insertLog("admin", "nazwa gościa #Ab3_-xYz (x) na 1 dzień", old, "blokada");
    await insertLog("admin", "komentarz #12345678 (ala, Hel)", old);
    expect(await enforceRetention(db(), NOW)).toMatchObject({ clientLabels: 2 });
    expect((await rows("SELECT detail FROM moderation_log ORDER BY id")).map((row) => row.detail)).toEqual([
      "grupa adresów (ala) na 1 dzień",
      "(ala)",
      "grupa adresów #Qw8pZr2L (ola) na 1 dzień",
      "nazwa gościa #Ab3_-xYz (x) na 1 dzień",
      "komentarz #12345678 (ala, Hel)",
    ]);
  });

  test("the scheduled handler deletes sessions past their expiry or their absolute end, not only at a sign-in", async () => {
    const { id } = await createActor("sesje");
    const now = Date.now();
    await insertSession("wygasla", id, now - KEEP.sessionIdle - 60_000, now - 60_000);
    await insertSession("za-stara", id, now - KEEP.sessionMax - 60_000, now + 60_000);
    await insertSession("zywa", id, now - 60_000, now + KEEP.sessionIdle);
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env);
    const left = (await rows("SELECT id FROM sessions ORDER BY id")).map((row) => row.id);
    expect(left).not.toContain("wygasla");
    expect(left).not.toContain("za-stara");
    expect(left).toContain("zywa");
    // The actor's own session, started by the sign-in code, is live and stays.
    expect(left).toHaveLength(2);
  });

  test("runs from the scheduled handler at the cron's time, not the clock's", async () => {
    const comment = await insertComment("Hel", { guest: "Gość" }, "Tekst", NOW);
    await setClientHash(comment, "hash");
    await insertOutbox(comment, "Gość", NOW);
    const run = (scheduledTime: number) =>
      worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), env);
    await run(NOW + KEEP.sentOutbox - 60_000);
    expect(await countRows("SELECT COUNT(*) AS n FROM comment_outbox")).toBe(1);
    await run(NOW + KEEP.sentOutbox + 1);
    expect(await countRows("SELECT COUNT(*) AS n FROM comment_outbox")).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM comments WHERE client_hash IS NOT NULL")).toBe(1);
    await run(NOW + KEEP.clientHash + 1);
    expect(await countRows("SELECT COUNT(*) AS n FROM comments WHERE client_hash IS NOT NULL")).toBe(0);
  });
});

describe("a deleted account's traces", () => {
  test("its outbox rows go and the moderation records name a pseudonym instead of its login", async () => {
    const ala = await createActor("ala");
    const alan = await createActor("alan");
    const own = await insertComment("Hel", ala, "Mój komentarz");
    const others = await insertComment("Hel", alan, "Cudzy komentarz");
    await insertOutbox(own, "ala", null);
    await insertOutbox(own, "ala", NOW);
    await insertOutbox(others, "alan", null);
    await insertLog("admin", `komentarz #${own} (ala, Hel); komentarz #${others} (alan, Hel)`);
    await insertLog("admin", "użytkownik ala na 1 tydzień");
    await insertLog("admin", "ala");
    await insertLog("ala", "ustawienia");
    await insertLog("admin", "grupa adresów 1a2b3c (ala) na 1 dzień");
    await insertLog("admin", "nazwa gościa Kalafior na 1 dzień");
    await insertBlock("ala", "admin", NOW + 60_000);
    await insertBlock("1a2b3c (ala)", "ala", NOW + 60_000);
    await insertBlock("alan", "admin", NOW + 60_000);

    const response = await call("DELETE", "/api/users/me", { cookie: ala.cookie, body: { password: PASSWORD } });
    expect(response.status).toBe(204);

    const alias = pseudonym(ala.id);
    expect(await rows("SELECT login FROM comment_outbox")).toEqual([{ login: "alan" }]);
    expect(await rows("SELECT actor, detail FROM moderation_log ORDER BY id")).toEqual([
      { actor: "admin", detail: `komentarz #${own} (${alias}, Hel); komentarz #${others} (alan, Hel)` },
      { actor: "admin", detail: `użytkownik ${alias} na 1 tydzień` },
      { actor: "admin", detail: alias },
      { actor: alias, detail: "ustawienia" },
      { actor: "admin", detail: `grupa adresów 1a2b3c (${alias}) na 1 dzień` },
      { actor: "admin", detail: "nazwa gościa Kalafior na 1 dzień" },
    ]);
    expect(await rows("SELECT label, created_by FROM comment_blocks ORDER BY id")).toEqual([
      { label: alias, created_by: "admin" },
      { label: `1a2b3c (${alias})`, created_by: alias },
      { label: "alan", created_by: "admin" },
    ]);
    expect(alias).not.toContain("ala");
  });
});
