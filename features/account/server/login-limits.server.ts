import { limitFromEnv, tooMany, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";
import type { RequestTools } from "#app/lib/request-tools.server.ts";
import { ACCOUNT_MESSAGES } from "../model.ts";

/**
 * Sign-in limits count failures only, so the owner's own successes never use them up, and never lock the owner out:
 * - one client group guessing at one login is stopped after PAIR failures (it is the attacker);
 * - one client group guessing across logins is stopped by the per-client limit (AUTH_RATE_LIMIT a minute);
 * - a login guessed at from many groups is slowed, past LOGIN_SOFT failures a day, by a delay that doubles with
 *   each failure, for every browser except one that has signed in to that login before (its device cookie).
 * docs/decisions/011-accounts-in-the-open.md
 */
export const PAIR_POLICY = { limit: 10, windowMs: 15 * 60_000 } as const;
export const LOGIN_POLICY = { windowMs: 24 * 60 * 60_000 } as const;
export const LOGIN_SOFT = 50;
export const MAX_DELAY_SECONDS = 15 * 60;
export const LOGIN_TOO_MANY = "Zbyt wiele prób logowania na to konto. Spróbuj ponownie później.";

/** The per-minute allowance of every account action (sign-in failures, registration, password checks). */
export function authLimit(env: Env): RateLimitPolicy {
  return { limit: limitFromEnv(env.AUTH_RATE_LIMIT, 10), windowMs: 60_000, message: ACCOUNT_MESSAGES.tooMany };
}

/** Seconds a client without the login's device cookie waits after the last failure, once the login is under attack. */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_SOFT) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - LOGIN_SOFT));
}

export interface LoginGuard {
  /** 429 before the password is even checked, when this attempt may not be made now. */
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
      if (perClient.count >= authLimit(env).limit) throw tooMany(authLimit(env).message, perClient.retryAfterSeconds);
      if (pair.count >= PAIR_POLICY.limit) throw tooMany(LOGIN_TOO_MANY, pair.retryAfterSeconds);
      if (trustedDevice) return;
      const delay = loginDelaySeconds(login.count);
      const wait = login.lastAt === null ? 0 : Math.ceil((login.lastAt + delay * 1000 - now()) / 1000);
      if (delay > 0 && wait > 0) throw tooMany(LOGIN_TOO_MANY, wait);
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
