import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { sharedBatch, sharedRead } from "#app/lib/db-batch.server.ts";
import { createDatabase } from "#app/lib/db.server.ts";
import { countingD1 } from "./counting-d1.ts";

const number = (db: ReturnType<typeof createDatabase>, value: number) =>
  db.select({ value: sql<number>`${value}`.mapWith(Number) }).from(sql`(SELECT 1)`);

describe("reads a request starts in one turn", () => {
  test("reach D1 as one batch, each caller getting its own statements' rows", async () => {
    const counted = countingD1(env.DB);
    const db = createDatabase(counted.binding);
    const [one, [two, three]] = await Promise.all([
      sharedRead(db, number(db, 1)),
      Promise.resolve().then(() => sharedBatch(db, [number(db, 2), number(db, 3)])),
    ]);
    expect([one, two, three]).toEqual([[{ value: 1 }], [{ value: 2 }], [{ value: 3 }]]);
    expect(counted.calls).toEqual(["batch"]);
  });

  test("a failing statement fails only its own caller; the others still get their rows", async () => {
    const db = createDatabase(env.DB);
    const broken = db.select({ value: sql<number>`1` }).from(sql`no_such_table`);
    const [good, bad] = await Promise.allSettled([sharedRead(db, number(db, 7)), sharedRead(db, broken)]);
    expect(good).toEqual({ status: "fulfilled", value: [{ value: 7 }] });
    expect(bad.status).toBe("rejected");
  });

  test("another request's database handle has its own batch", async () => {
    const first = countingD1(env.DB);
    const second = countingD1(env.DB);
    const a = createDatabase(first.binding);
    const b = createDatabase(second.binding);
    await Promise.all([sharedRead(a, number(a, 1)), sharedRead(b, number(b, 2))]);
    expect([first.calls.length, second.calls.length]).toEqual([1, 1]);
  });
});
