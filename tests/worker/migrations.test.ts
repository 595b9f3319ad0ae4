import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";

const migrations = (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;
const TABLES = ["comment_likes", "comments", "info", "rate_limits", "sessions", "users"];

async function tableNames(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

async function count(db: D1Database, table: string): Promise<number> {
  return (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

describe("D1 migrations", () => {
  test("create every table of DESIGN.md section 5", async () => {
    expect(await tableNames(env.DB)).toEqual(TABLES);
  });

  test("never use ON DELETE CASCADE, which a later table rebuild would turn into data loss", () => {
    for (const migration of migrations) {
      for (const query of migration.queries) expect(query.toUpperCase(), migration.name).not.toContain("CASCADE");
    }
  });

  test("keep every row when all migrations are applied again to a database holding data", async () => {
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES ('ala', 'ala@example.com', 'scrypt$x', 's', 0, ?)",
      ).bind(now),
      env.DB.prepare(
        "INSERT INTO comments (section, login, user_id, body, admin, created_at) VALUES ('Hel', 'ala', 1, 'Piękna latarnia', 0, ?)",
      ).bind(now),
      env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (1, 1)"),
      env.DB.prepare("INSERT INTO info (id, content, updated_at) VALUES (1, 'Witaj', ?)").bind(now),
      env.DB.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('abc', 1, ?, ?)").bind(
        now,
        now + 1000,
      ),
    ]);
    const before = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await count(env.DB, table)])),
    );
    // Applied migrations are skipped; new ones run against the rows above, as `wrangler d1 migrations apply` would.
    await applyD1Migrations(env.DB, migrations);
    const after = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await count(env.DB, table)])),
    );
    expect(after).toEqual(before);
    expect(before).toMatchObject({ users: 1, comments: 1, comment_likes: 1, info: 1, sessions: 1 });
  });

  test("reject a comment like for a comment that does not exist (foreign keys are on)", async () => {
    await expect(
      env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (999, 999)").run(),
    ).rejects.toThrow();
  });
});
