import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createDatabase } from "#app/lib/db.server.ts";
import { banners, models, seedCatalog, updates } from "#features/catalog/index.server.ts";
import { seedUpdates } from "#features/updates/index.server.ts";

// Storage is isolated per test file; every file starts as after a first start: the full schema, the catalogue and
// the built-in updates seeded.
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
const db = createDatabase(env.DB);
await seedCatalog(db, models, banners);
await seedUpdates(db, updates);
