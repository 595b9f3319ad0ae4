import { eq, sql } from "drizzle-orm";
import { networkGroup } from "#app/lib/client.server.ts";
import {
  clientTiers,
  limitFromEnv,
  rateLimitKey,
  rateLimits,
  tooMany,
  type RateLimitPolicy,
} from "#app/lib/rate-limit.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";

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

/** The network a sign-in's failures count in: an IPv6 client's /48, an IPv4 address itself. */
function failureNetwork(client: string): string {
  return networkGroup(client) ?? client;
}

/** The login-wide counter's key; a password reset deletes its row. */
export function loginFailuresKey(loginKey: string): string {
  return `login-failures:login:${loginKey}`;
}

/** How many networks failed at the login this day; a password reset deletes its row too. */
export function loginNetworksKey(loginKey: string): string {
  return `login-failures:networks:${loginKey}`;
}

/** Up to this many failing networks a day, the login-wide delay holds for every stranger. */
export const FEW_NETWORKS = 10;

/**
 * Only failures from browsers without the device cookie count. Each network doubles its own delay; the login-wide one,
 * which every stranger waits out, tightens only while few networks fail (FEW_NETWORKS), so guesses spread over many
 * addresses delay neither them nor the owner. `revokedAt` restarts the per-network counters. docs/decisions/027
 */
export function loginGuard(
  { env, client, limiter, db }: Pick<RequestScope, "env" | "client" | "limiter" | "db">,
  loginKey: string,
  { revokedAt = 0 }: { revokedAt?: number } = {},
  now = () => Date.now(),
): LoginGuard {
  const keys = {
    pair: `login-failures:pair:${client}:${loginKey}`,
    network: `login-failures:login:${loginKey}:${revokedAt}:net:${failureNetwork(client)}`,
    networks: loginNetworksKey(loginKey),
    login: loginFailuresKey(loginKey),
  };
  const given: string[] = [];
  const failureTiers: string[] = [];

  function delayed(count: number, lastAt: number, at: number): number {
    const wait = Math.ceil((lastAt + loginDelaySeconds(count) * 1000 - at) / 1000);
    return count >= LOGIN_SOFT && wait > 0 ? wait : 0;
  }

  // A counter grows only when the attempt may go ahead, so a delayed stranger does not lengthen the delay. Answers
  // the count after the attempt.
  async function admitCounter(name: string, at: number): Promise<number> {
    const expired = sql`${rateLimits.windowStart} <= ${at - LOGIN_POLICY.windowMs}`;
    const delaySeconds = sql`min(${MAX_DELAY_SECONDS}, 1 << min(${rateLimits.count} - ${LOGIN_SOFT}, 30))`;
    const waiting = sql`(${rateLimits.count} >= ${LOGIN_SOFT} AND ${rateLimits.lastAt} + ${delaySeconds} * 1000 > ${at})`;
    const [row] = await db
      .insert(rateLimits)
      .values({
        key: await rateLimitKey(env.SESSION_SECRET, name),
        count: 1,
        windowStart: new Date(at),
        expiresAt: new Date(at + LOGIN_POLICY.windowMs),
        lastAt: new Date(at),
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 WHEN ${waiting} THEN ${rateLimits.count} ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${at} ELSE ${rateLimits.windowStart} END`,
          expiresAt: sql`CASE WHEN ${expired} THEN ${at + LOGIN_POLICY.windowMs} ELSE ${rateLimits.windowStart} + ${LOGIN_POLICY.windowMs} END`,
          lastAt: sql`CASE WHEN ${expired} THEN ${at} WHEN ${waiting} THEN ${rateLimits.lastAt} ELSE ${at} END`,
        },
      })
      .returning({ count: rateLimits.count, lastAt: rateLimits.lastAt });
    const lastAt = row?.lastAt?.getTime() ?? at;
    if (lastAt !== at) throw tooMany(delayed(row?.count ?? 0, lastAt, at) || 1, REFUSALS.loginLocked);
    given.push(name);
    return row?.count ?? 1;
  }

  async function failingNetworks(fromNewNetwork: boolean): Promise<number> {
    if (fromNewNetwork) return (await limiter.hit(keys.networks, { limit: Infinity, ...LOGIN_POLICY })).count;
    const row = await db
      .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.key, await rateLimitKey(env.SESSION_SECRET, keys.networks)))
      .get();
    return row && row.windowStart.getTime() > now() - LOGIN_POLICY.windowMs ? row.count : 0;
  }

  return {
    async admit({ trustedDevice }) {
      // One atomic upsert per key, the client's first, so a client over its limit cannot fill the table with keys.
      // Each client limit also counts in the client's IPv6 /48, four times looser.
      for (const tier of clientTiers(client, "sign-ins", signInLimit(env))) {
        const signIns = await limiter.hit(tier.key, tier.policy);
        if (!signIns.allowed) throw tooMany(signIns.retryAfterSeconds, REFUSALS.signInsCapped);
      }
      for (const tier of clientTiers(client, "login-failures", authLimit(env))) {
        const perClient = await limiter.hit(tier.key, tier.policy);
        if (!perClient.allowed) throw tooMany(perClient.retryAfterSeconds);
        failureTiers.push(tier.key);
      }
      const pair = await limiter.hit(keys.pair, PAIR_POLICY);
      if (!pair.allowed) throw tooMany(pair.retryAfterSeconds, REFUSALS.loginLocked);
      if (trustedDevice) return;
      const at = now();
      const fromNetwork = await admitCounter(keys.network, at);
      if ((await failingNetworks(fromNetwork === 1)) <= FEW_NETWORKS) {
        await admitCounter(keys.login, at);
      } else {
        // Counted without its delay: spread over many networks, the failures are theirs to wait for.
        await limiter.hit(keys.login, { limit: Infinity, ...LOGIN_POLICY });
        given.push(keys.login);
      }
    },
    async succeeded() {
      await Promise.all([
        limiter.clear(keys.pair),
        ...failureTiers.map((key) => limiter.giveBack(key)),
        ...given.map((name) => limiter.giveBack(name)),
      ]);
    },
  };
}
