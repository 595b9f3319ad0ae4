import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createDatabase } from "#app/lib/db.server.ts";
import { banners, models, seedCatalog, updates } from "#features/catalog/index.server.ts";
import { seedUpdates } from "#features/updates/index.server.ts";

const testEnv = env as unknown as { TEST_MIGRATIONS: D1Migration[]; MIGRATION_DB: D1Database };

/** Drops every table and view, newest first, so the next file's migrations start from nothing. */
async function emptyDatabase(database: D1Database): Promise<void> {
  const { results } = await database
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
    )
    .all<{ type: "table" | "view"; name: string }>();
  if (results.length === 0) return;
  await database.batch([
    database.prepare("PRAGMA defer_foreign_keys = on"),
    ...results.map(({ type, name }) => database.prepare(`DROP ${type.toUpperCase()} "${name}"`)),
  ]);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let listed = await bucket.list(); ; listed = await bucket.list({ cursor: listed.cursor })) {
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) return;
  }
}

// The files a Vitest worker runs share one workerd (isolate: false, docs/decisions/023); every file starts as after a
// first start: the full schema, the catalogue and the built-in updates seeded, an empty bucket.
await Promise.all([emptyDatabase(env.DB), emptyDatabase(testEnv.MIGRATION_DB), emptyBucket(env.IMAGES)]);
await applyD1Migrations(env.DB, testEnv.TEST_MIGRATIONS);
const db = createDatabase(env.DB);
await seedCatalog(db, models, banners);
await seedUpdates(db, updates);
// What an isolate keeps between requests (the catalogue, the strip's HTML) is keyed by the catalogue's version: each
// file starts at a version no earlier file in this workerd reached, as a new version never repeats in production.
const files = globalThis as { testFilesStarted?: number };
files.testFilesStarted = (files.testFilesStarted ?? 0) + 1;
await env.DB.prepare("UPDATE catalog_state SET version = version + ?")
  .bind(files.testFilesStarted * 1_000_000)
  .run();
