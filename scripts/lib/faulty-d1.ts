import { createDatabase } from "#app/lib/db.server.ts";
import { banners, models, seedCatalog } from "#features/catalog/index.server.ts";
import { localPlatform } from "./platform.ts";

const KEPT = /^(catalog_|d1_|_cf_|sqlite_)/;

/**
 * The fault tests' D1: the catalogue seeded (the pages exist), every other table dropped, so each query of comments,
 * accounts and texts fails as on a database that breaks mid-request. A D1 unreachable from the start is the worker
 * tests' (tests/reliability): model pages answer 503 there.
 */
export async function breakAllButCatalogue(): Promise<void> {
  const platform = await localPlatform();
  try {
    const d1 = platform.env.DB;
    await seedCatalog(createDatabase(d1), models, banners);
    const { results } = await d1.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    let left = results.map((row) => row.name).filter((name) => !KEPT.test(name));
    // Tables referenced by others drop once those are gone.
    while (left.length > 0) {
      const failed: string[] = [];
      for (const table of left) {
        try {
          await d1.prepare(`DROP TABLE "${table}"`).run();
        } catch {
          failed.push(table);
        }
      }
      if (failed.length === left.length) throw new Error(`cannot drop ${failed.join(", ")}`);
      left = failed;
    }
  } finally {
    await platform.dispose();
  }
}
