import { eq, lte, sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { hasSecret, keyedHash, networkGroup } from "./client.server.ts";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http.server.ts";
import { REFUSALS } from "./refusal-messages.ts";

export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`0`),
    lastAt: integer("last_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("rate_limits_expires_at_idx").on(table.expiresAt)],
);

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  enforce(keys: readonly string[], policy: RateLimitPolicy): Promise<void>;
  hit(key: string, policy: RateLimitPolicy): Promise<RateLimitState & { allowed: boolean }>;
  clear(key: string): Promise<void>;
  /** Takes one back from a count, for an attempt that turned out to be one the limit is not about. */
  giveBack(key: string): Promise<void>;
}

/** The row's key: a keyed hash, so the table names no address or login. */
export function rateLimitKey(secret: string | undefined, key: string): Promise<string> {
  return keyedHash(secret, `rate-limit:${key}`);
}

export function createRateLimiter(db: Database, secret: string | undefined, clock = () => Date.now()): RateLimiter {
  const stored = (key: string) => rateLimitKey(secret, key);
  const limiter: RateLimiter = {
    async enforce(keys, policy) {
      for (const key of keys) {
        const result = await limiter.hit(key, policy);
        if (!result.allowed) throw tooMany(result.retryAfterSeconds);
      }
    },
    async hit(key, { limit, windowMs }) {
      const now = clock();
      const windowExpired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
      // An atomic upsert per key, so concurrent requests cannot slip past; unlike the rate-limit binding, runs locally.
      const [row] = await db
        .insert(rateLimits)
        .values({
          key: await stored(key),
          count: 1,
          windowStart: new Date(now),
          expiresAt: new Date(now + windowMs),
          lastAt: new Date(now),
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            windowStart: sql`CASE WHEN ${windowExpired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
            expiresAt: sql`CASE WHEN ${windowExpired} THEN ${now + windowMs} ELSE ${rateLimits.windowStart} + ${windowMs} END`,
            lastAt: new Date(now),
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
      const count = row?.count ?? 1;
      const windowStart = row?.windowStart.getTime() ?? now;
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: secondsUntil(windowStart + windowMs, now),
      };
    },
    async clear(key) {
      if (!hasSecret(secret)) return;
      await db.delete(rateLimits).where(eq(rateLimits.key, await stored(key)));
    },
    async giveBack(key) {
      if (!hasSecret(secret)) return;
      await db
        .update(rateLimits)
        .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, await stored(key)));
    },
  };
  return limiter;
}

export function tooMany(retryAfterSeconds: number, message: string = REFUSALS.tooMany): HttpError {
  return new HttpError(429, message, { "retry-after": String(Math.max(1, retryAfterSeconds)) });
}

function secondsUntil(time: number, now: number): number {
  return Math.max(1, Math.ceil((time - now) / 1000));
}

export async function sweepRateLimits(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expiresAt, new Date(now)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

export function limitFromEnv(value: string | undefined, fallback: number): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : fallback;
}

/** An IPv6 client counts in its /64 and, NETWORK_SHARE times looser, in its /48: hopping /64s gains nothing. */
export const NETWORK_SHARE = 4;

export function clientTiers(
  client: string,
  action: string,
  policy: RateLimitPolicy,
): { key: string; policy: RateLimitPolicy }[] {
  const network = networkGroup(client);
  return [
    { key: `${action}:client:${client}`, policy },
    ...(network
      ? [{ key: `${action}:net:${network}`, policy: { ...policy, limit: policy.limit * NETWORK_SHARE } }]
      : []),
  ];
}

export async function limitClientTiers(
  tools: { client: string; limiter: RateLimiter },
  action: string,
  policy: RateLimitPolicy,
  message?: string,
): Promise<void> {
  for (const tier of clientTiers(tools.client, action, policy)) {
    const result = await tools.limiter.hit(tier.key, tier.policy);
    if (!result.allowed) throw tooMany(result.retryAfterSeconds, message);
  }
}
