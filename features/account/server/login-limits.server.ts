import { limitFromEnv, tooMany, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";
import { REFUSALS } from "#app/lib/refusals.ts";
import type { RequestTools } from "#app/lib/request-tools.server.ts";

// Only failures count, so the owner is never locked out; a login attacked from many groups gets a doubling delay,
// except for a browser that signed in to it before (its device cookie). docs/decisions/011-accounts-in-the-open.md
export const PAIR_POLICY = { limit: 10, windowMs: 15 * 60_000 } as const;
export const LOGIN_POLICY = { windowMs: 24 * 60 * 60_000 } as const;
export const LOGIN_SOFT = 50;
export const MAX_DELAY_SECONDS = 15 * 60;

export function authLimit(env: Env): RateLimitPolicy {
  return { limit: limitFromEnv(env.AUTH_RATE_LIMIT, 10), windowMs: 60_000 };
}

export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_SOFT) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - LOGIN_SOFT));
}

export interface LoginGuard {
  check(options: { trustedDevice: boolean }): Promise<void>;
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export function loginGuard(
  { env, client, limiter }: Pick<RequestTools, "env" | "client" | "limiter">,
  loginKey: string,
  now = () => Date.now(),
): LoginGuard {
  const keys = {
    client: `login-failures:client:${client}`,
    pair: `login-failures:pair:${client}:${loginKey}`,
    login: `login-failures:login:${loginKey}`,
  };
  return {
    async check({ trustedDevice }) {
      const [perClient, pair, login] = await Promise.all([
        limiter.read(keys.client, authLimit(env)),
        limiter.read(keys.pair, PAIR_POLICY),
        limiter.read(keys.login, LOGIN_POLICY),
      ]);
      if (perClient.count >= authLimit(env).limit) throw tooMany(perClient.retryAfterSeconds);
      if (pair.count >= PAIR_POLICY.limit) throw tooMany(pair.retryAfterSeconds, REFUSALS.loginLocked);
      if (trustedDevice) return;
      const delay = loginDelaySeconds(login.count);
      const wait = login.lastAt === null ? 0 : Math.ceil((login.lastAt + delay * 1000 - now()) / 1000);
      if (delay > 0 && wait > 0) throw tooMany(wait, REFUSALS.loginLocked);
    },
    async failed() {
      await Promise.all([
        limiter.hit(keys.client, authLimit(env)),
        limiter.hit(keys.pair, PAIR_POLICY),
        limiter.hit(keys.login, { limit: Number.MAX_SAFE_INTEGER, ...LOGIN_POLICY }),
      ]);
    },
    async succeeded() {
      await limiter.clear(keys.pair);
    },
  };
}
