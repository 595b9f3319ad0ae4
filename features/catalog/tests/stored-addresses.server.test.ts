import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { addressesWithSpaces } from "./address-spaces.ts";

// Every file starts migrated and seeded (tests/worker/apply-migrations.ts), as the site after a first start.
describe("addresses stored in D1 after the migrations and the seed", () => {
  test("hold no whitespace in any text column of any table", async () => {
    const { results: tables } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all<{ name: string }>();
    let checked = 0;
    const faults: string[] = [];
    for (const { name: table } of tables) {
      const { results: columns } = await env.DB.prepare(
        "SELECT name FROM pragma_table_info(?) WHERE lower(type) = 'text'",
      )
        .bind(table)
        .all<{ name: string }>();
      for (const { name: column } of columns) {
        const { results } = await env.DB.prepare(`SELECT "${column}" AS value FROM "${table}"`).all<{
          value: string | null;
        }>();
        for (const { value } of results) {
          if (value === null) continue;
          if (/https?:\/\//.test(value)) checked += 1;
          faults.push(...addressesWithSpaces(value).map((address) => `${table}.${column}: ${address}`));
        }
      }
    }
    expect(checked).toBeGreaterThan(39);
    expect(faults).toEqual([]);
  });
});
