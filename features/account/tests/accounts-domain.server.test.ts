import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { readSession, type OwnedContent } from "#features/account/index.server.ts";
import {
  endEverySession,
  eraseAccount,
  exportAccountData,
  passwordMatches,
  registerAccount,
  setPassword,
  signIn,
} from "../server/accounts.server.ts";
import { commentsOfUser } from "#features/comments/index.server.ts";
import { countRows, createActor, insertComment, newSession, PASSWORD, resetDatabase } from "#tests/security/support.ts";
import { MESSAGES } from "../model.ts";

/* The account's domain functions called directly, as both adapters call them: no request, no status, no cookie jar. */

const db = createDatabase(env.DB);
const owned: readonly OwnedContent[] = [commentsOfUser];

function sessionOf(cookie: string) {
  return readSession(new Request("https://kartonowe.test/", { headers: { cookie } }), db, env.SESSION_SECRET);
}

beforeEach(resetDatabase);

describe("registerAccount", () => {
  test("creates the account, then refuses the same login in another case or look-alike spelling", async () => {
    const created = await registerAccount(db, { login: "Ala_Nowa", email: "ala@example.com", password: "haslo-123" });
    expect(created).toEqual({ ok: true, login: "Ala_Nowa", email: "ala@example.com" });
    expect(await registerAccount(db, { login: "ala_nowa", email: "inny@example.com", password: "haslo-123" })).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(await countRows("SELECT COUNT(*) AS n FROM users")).toBe(1);
  });

  test("answers an invalid input with the schema's Polish message and reads only the known fields", async () => {
    expect(await registerAccount(db, { login: "ab", email: "ab@example.com", password: "haslo-123" })).toEqual({
      ok: false,
      reason: "invalid",
      message: MESSAGES.loginLength,
    });
    await registerAccount(db, { login: "bartek", email: "b@example.com", password: "haslo-123", admin: true });
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE admin = 1")).toBe(0);
  });
});

describe("signIn", () => {
  test("a right password starts a session and ends the browser's previous one", async () => {
    const ala = await createActor("ala");
    const previous = await sessionOf(ala.cookie);
    const result = await signIn(db, env.SESSION_SECRET, { login: "ALA", password: PASSWORD }, previous);
    expect(result).toMatchObject({ ok: true, user: { login: "ala", admin: false } });
    if (!result.ok) return;
    expect((await sessionOf(result.cookie.split(";")[0]!))?.login).toBe("ala");
    expect(await sessionOf(ala.cookie)).toBeNull();
  });

  test("a wrong password or an unknown login is one answer, and without a secret nobody is signed in", async () => {
    await createActor("ala");
    expect(await signIn(db, env.SESSION_SECRET, { login: "ala", password: "zle-haslo" }, null)).toEqual({
      ok: false,
      reason: "bad-credentials",
    });
    expect(await signIn(db, env.SESSION_SECRET, { login: "nikt", password: PASSWORD }, null)).toEqual({
      ok: false,
      reason: "bad-credentials",
    });
    expect(await signIn(db, undefined, { login: "ala", password: PASSWORD }, null)).toEqual({
      ok: false,
      reason: "no-secret",
    });
    expect(await countRows("SELECT COUNT(*) AS n FROM sessions")).toBe(1);
  });
});

describe("the account's own life", () => {
  test("setPassword keeps the session that changed it and ends the others", async () => {
    const ala = await createActor("ala");
    const other = await newSession(ala.id);
    await setPassword(db, (await sessionOf(ala.cookie))!, "nowe-haslo-123");
    expect(await passwordMatches(db, ala.id, "nowe-haslo-123")).toBe(true);
    expect(await passwordMatches(db, ala.id, PASSWORD)).toBe(false);
    expect(await sessionOf(ala.cookie)).not.toBeNull();
    expect(await sessionOf(other)).toBeNull();
  });

  test("endEverySession ends this browser's session too, and nobody else's", async () => {
    const ala = await createActor("ala");
    const bartek = await createActor("bartek");
    await endEverySession(db, ala.id);
    expect(await sessionOf(ala.cookie)).toBeNull();
    expect(await sessionOf(bartek.cookie)).not.toBeNull();
  });

  test("exportAccountData has the account and its comments; eraseAccount takes both, and the export is then null", async () => {
    const ala = await createActor("ala");
    await insertComment("Hel", ala, "Piękna latarnia");
    const data = await exportAccountData(db, ala.id, owned, new Date("2026-11-26T12:00:00Z"));
    expect(data).toMatchObject({
      exportedAt: "2026-11-26T12:00:00.000Z",
      account: { login: "ala", email: "ala@example.com", admin: false },
    });
    expect(data?.comments).toHaveLength(1);
    await eraseAccount(db, ala.id, owned);
    expect(await exportAccountData(db, ala.id, owned)).toBeNull();
    expect(await countRows("SELECT COUNT(*) AS n FROM comments")).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM sessions")).toBe(0);
  });
});
