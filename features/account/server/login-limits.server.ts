import { sql } from "drizzle-orm";
import { limitFromEnv, rateLimitKey, rateLimits, tooMany, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";
import { REFUSALS } from "#app/lib/refusals.ts";
import type { RequestTools } from "#app/lib/request-tools.server.ts";

// Every attempt is counted before the password is checked and a success gives its count back, so the counters hold
// failures plus the checks under way: parallel attempts cannot pass a limit. docs/decisions/027-promises-of-sign-in.md
export const PAIR_POLICY = { limit: 10, windowMs: 15 * 60_000 } as const;
export const LOGIN_POLICY = { windowMs: 24 * 60 * 60_000 } as const;
export const LOGIN_SOFT = 50;
export const MAX_DELAY_SECONDS = 15 * 60;

export function authLimit(env: Env): RateLimitPolicy {
  return { limit: limitFromEnv(env.AUTH_RATE_LIMIT, 10), windowMs: 60_000 };
}

/** Every sign-in of a client, successes too: each costs a password check and may start a session. */
export function signInLimit(env: Env): RateLimitPolicy {
  return { limit: limitFromEnv(env.SIGN_IN_RATE_LIMIT, 30), windowMs: 60 * 60_000 };
}

export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_SOFT) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - LOGIN_SOFT));
}

export interface LoginGuard {
  /** Counts the attempt; throws 429 when it may not be checked. */
  admit(options: { trustedDevice: boolean }): Promise<void>;
  succeeded(): Promise<void>;
}

export function loginGuard(
  { env, client, limiter, db }: Pick<RequestTools, "env" | "client" | "limiter" | "db">,
  loginKey: string,
  now = () => Date.now(),
): LoginGuard {
  const keys = {
    signIns: `sign-ins:client:${client}`,
    client: `login-failures:client:${client}`,
    pair: `login-failures:pair:${client}:${loginKey}`,
    login: `login-failures:login:${loginKey}`,
  };

  // The login's counter grows only when the attempt may go ahead, so a delayed stranger does not lengthen the delay.
  async function admitLogin(trustedDevice: boolean): Promise<void> {
    const at = now();
    const expired = sql`${rateLimits.windowStart} <= ${at - LOGIN_POLICY.windowMs}`;
    const delaySeconds = sql`min(${MAX_DELAY_SECONDS}, 1 << min(${rateLimits.count} - ${LOGIN_SOFT}, 30))`;
    const delayed = trustedDevice
      ? sql`0`
      : sql`(${rateLimits.count} >= ${LOGIN_SOFT} AND ${rateLimits.lastAt} + ${delaySeconds} * 1000 > ${at})`;
    const [row] = await db
      .insert(rateLimits)
      .values({
        key: await rateLimitKey(env.SESSION_SECRET, keys.login),
        count: 1,
        windowStart: new Date(at),
        expiresAt: new Date(at + LOGIN_POLICY.windowMs),
        lastAt: new Date(at),
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 WHEN ${delayed} THEN ${rateLimits.count} ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${at} ELSE ${rateLimits.windowStart} END`,
          expiresAt: sql`CASE WHEN ${expired} THEN ${at + LOGIN_POLICY.windowMs} ELSE ${rateLimits.windowStart} + ${LOGIN_POLICY.windowMs} END`,
          lastAt: sql`CASE WHEN ${expired} THEN ${at} WHEN ${delayed} THEN ${rateLimits.lastAt} ELSE ${at} END`,
        },
      })
      .returning({ count: rateLimits.count, lastAt: rateLimits.lastAt });
    const lastAt = row?.lastAt?.getTime() ?? at;
    if (lastAt === at) return;
    const wait = Math.ceil((lastAt + loginDelaySeconds(row?.count ?? 0) * 1000 - at) / 1000);
    throw tooMany(wait, REFUSALS.loginLocked);
  }

  return {
    async admit({ trustedDevice }) {
      // One atomic upsert per key, the client's first, so a client over its limit cannot fill the table with keys.
      const signIns = await limiter.hit(keys.signIns, signInLimit(env));
      if (!signIns.allowed) throw tooMany(signIns.retryAfterSeconds, REFUSALS.signInsCapped);
      const perClient = await limiter.hit(keys.client, authLimit(env));
      if (!perClient.allowed) throw tooMany(perClient.retryAfterSeconds);
      const pair = await limiter.hit(keys.pair, PAIR_POLICY);
      if (!pair.allowed) throw tooMany(pair.retryAfterSeconds, REFUSALS.loginLocked);
      await admitLogin(trustedDevice);
    },
    async succeeded() {
      await Promise.all([limiter.clear(keys.pair), limiter.giveBack(keys.client), limiter.giveBack(keys.login)]);
    },
  };
}
