import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { backfillLoginSkeletons, nameSkeleton } from "#features/account/index.server.ts";

const testEnv = env as unknown as { TEST_MIGRATIONS: D1Migration[]; MIGRATION_DB: D1Database };
const SKELETON_MIGRATION = testEnv.TEST_MIGRATIONS.findIndex((migration) => migration.name.includes("accounts_in"));

async function reset(db: D1Database): Promise<void> {
  for (const table of ["comment_likes", "comments", "sessions", "rate_limits", "info", "users", "d1_migrations"]) {
    await db.prepare(`DROP TABLE IF EXISTS "${table}"`).run();
  }
}

test("the skeleton migration adds the column to a database holding accounts, and the backfill reports clashes", async () => {
  const db = testEnv.MIGRATION_DB;
  await reset(db);
  expect(SKELETON_MIGRATION).toBeGreaterThan(0);
  await applyD1Migrations(db, testEnv.TEST_MIGRATIONS.slice(0, SKELETON_MIGRATION));
  // Accounts the old rules let in: a Cyrillic look-alike of "admin" and a case pair the old folding missed.
  const insert = db.prepare(
    "INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES (?, ?, 'scrypt$1$1$1$AAAA', 'c2FsdA==', 0, ?)",
  );
  await db.batch([
    insert.bind("admin", "a@example.com", 1),
    insert.bind("\u0430dmin", "b@example.com", 2),
    insert.bind("ŽANETA", "c@example.com", 3),
    insert.bind("žaneta", "d@example.com", 4),
    insert.bind("Kasia", "e@example.com", 5),
  ]);
  await db.prepare("INSERT INTO rate_limits (key, count, window_start) VALUES ('login:ip:203.0.113.1', 3, 1000)").run();

  await applyD1Migrations(db, testEnv.TEST_MIGRATIONS);

  const { results: before } = await db.prepare("SELECT login, login_skeleton FROM users ORDER BY id").all();
  expect(before.map((row) => row.login_skeleton)).toEqual([null, null, null, null, null]);
  // The old counter named an address: its window is closed at once, so the next sweep deletes it.
  expect(await db.prepare("SELECT expires_at FROM rate_limits").first("expires_at")).toBe(1000);

  const report = await backfillLoginSkeletons(createDatabase(db));
  expect(report).toEqual({
    filled: 3,
    clashes: [
      { login: "\u0430dmin", looksLike: "admin" },
      { login: "žaneta", looksLike: "ŽANETA" },
    ],
  });
  const { results: after } = await db.prepare("SELECT login, login_skeleton FROM users ORDER BY id").all();
  expect(after).toEqual([
    { login: "admin", login_skeleton: nameSkeleton("admin") },
    { login: "\u0430dmin", login_skeleton: null },
    { login: "ŽANETA", login_skeleton: nameSkeleton("žaneta") },
    { login: "žaneta", login_skeleton: null },
    { login: "Kasia", login_skeleton: nameSkeleton("kasia") },
  ]);
  // A second run changes nothing and reports the same clashes: nothing is lost or renamed behind the owner's back.
  expect(await backfillLoginSkeletons(createDatabase(db))).toMatchObject({ filled: 0 });
});
