import { HttpError } from "./http.server.ts";

/**
 * A fixed-window counter in D1's `rate_limits` table, updated in one atomic upsert, so concurrent requests
 * cannot slip past it. Local workerd and production behave the same (unlike the rate-limit binding).
 */
export async function hitRateLimit(
  db: D1Database,
  key: string,
  { limit, windowMs, now = Date.now() }: { limit: number; windowMs: number; now?: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowOpen = now - windowMs;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= ?3 THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= ?3 THEN ?2 ELSE rate_limits.window_start END
       RETURNING count, window_start`,
    )
    .bind(key, now, windowOpen)
    .first<{ count: number; window_start: number }>();
  const count = row?.count ?? 1;
  const windowStart = row?.window_start ?? now;
  return {
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/** Throws 429 with Retry-After and a Polish message when any of the keys is over its limit. */
export async function enforceRateLimits(
  db: D1Database,
  keys: readonly string[],
  options: { limit: number; windowMs: number; message?: string },
): Promise<void> {
  for (const key of keys) {
    const result = await hitRateLimit(db, key, options);
    if (!result.allowed) {
      throw new HttpError(429, options.message ?? "Zbyt wiele prób. Spróbuj ponownie za chwilę.", {
        "retry-after": String(result.retryAfterSeconds),
      });
    }
  }
}
