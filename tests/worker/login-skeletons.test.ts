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

test("the refolding migration clears the old skeletons, and the backfill reports logins that now look alike", async () => {
  const db = testEnv.MIGRATION_DB;
  await dropEveryTable(db);
  const refold = testEnv.TEST_MIGRATIONS.findIndex((migration) => migration.name.includes("refold_login"));
  expect(refold).toBeGreaterThan(SKELETON_MIGRATION);
  await applyD1Migrations(db, testEnv.TEST_MIGRATIONS.slice(0, refold));
  // What the old skeleton let in: two logins differing only by an accent, each with its own old skeleton.
  const insert = db.prepare(
    "INSERT INTO users (login, email, login_skeleton, password_hash, salt, admin, created_at) VALUES (?, ?, ?, 'scrypt$1$1$1$AAAA', 'c2FsdA==', 0, ?)",
  );
  await db.batch([
    insert.bind("admin", "a@example.com", "admin", 1),
    insert.bind("ädmin", "b@example.com", "a\u0308dmin", 2),
    insert.bind("Jan_Nowak", "c@example.com", "jan_nowak", 3),
  ]);
  await applyD1Migrations(db, testEnv.TEST_MIGRATIONS);
  const report = await backfillLoginSkeletons(createDatabase(db));
  expect(report).toEqual({ filled: 2, clashes: [{ login: "ädmin", looksLike: "admin" }] });
  const { results } = await db.prepare("SELECT login, login_skeleton FROM users ORDER BY id").all();
  expect(results).toEqual([
    { login: "admin", login_skeleton: nameSkeleton("admin") },
    { login: "ädmin", login_skeleton: null },
    { login: "Jan_Nowak", login_skeleton: nameSkeleton("jan nowak") },
  ]);
});

async function dropEveryTable(db: D1Database): Promise<void> {
  // Dependants first: a table another one references cannot go before it, so the loop retries the rest.
  for (let round = 0; round < 5; round++) {
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .all<{ name: string }>();
    if (results.length === 0) return;
    for (const { name } of results)
      await db
        .prepare(`DROP TABLE IF EXISTS "${name}"`)
        .run()
        .catch(() => undefined);
  }
}
