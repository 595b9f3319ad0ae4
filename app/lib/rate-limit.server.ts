import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http.server.ts";

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
});

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
  message?: string;
}

/** One atomic upsert per key, so concurrent requests cannot slip past; unlike the rate-limit binding, it runs locally. */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowMs, now = Date.now() }: RateLimitPolicy & { now?: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowExpired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowExpired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart.getTime() ?? now;
  return {
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

export async function enforceRateLimits(db: Database, keys: readonly string[], policy: RateLimitPolicy): Promise<void> {
  for (const key of keys) {
    const result = await hitRateLimit(db, key, policy);
    if (!result.allowed) {
      throw new HttpError(429, policy.message ?? "Zbyt wiele prób. Spróbuj ponownie za chwilę.", {
        "retry-after": String(result.retryAfterSeconds),
      });
    }
  }
}

/** The e2e server raises the limits through Worker variables. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : fallback;
}
