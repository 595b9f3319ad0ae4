import type { RouterContextProvider } from "react-router";
import { clientGroup } from "./client.server.ts";
import { cloudflareContext } from "./context.ts";
import type { Database } from "./db.server.ts";
import type { PageChanges } from "./page-changes.ts";
import { createRateLimiter, type RateLimiter, type RateLimitPolicy } from "./rate-limit.server.ts";

export interface RequestScope {
  request: Request;
  env: Env;
  db: Database;
  params: Readonly<Record<string, string | undefined>>;
  client: string;
  limit(keys: readonly string[], policy: RateLimitPolicy): Promise<void>;
  limiter: RateLimiter;
  changes: PageChanges;
}

// Only Vite's development server has no edge in front to set cf-connecting-ip.
const development = import.meta.env.MODE === "development";

export function requestScope(
  request: Request,
  params: Readonly<Record<string, string | undefined>>,
  context: Readonly<RouterContextProvider>,
): RequestScope {
  const { env, db, changes } = context.get(cloudflareContext);
  const limiter = createRateLimiter(db, env.SESSION_SECRET);
  return {
    request,
    env,
    db,
    params,
    client: clientGroup(request, { development }),
    limit: (keys, policy) => limiter.enforce(keys, policy),
    limiter,
    changes,
  };
}
