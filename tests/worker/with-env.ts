import { createExecutionContext } from "cloudflare:test";
import worker from "#workers/app.ts";

/** The real Worker's fetch with bindings of the test's own: a broken D1, a failing bucket, a missing secret. */
export function fetchWithEnv(request: Request, withEnv: Env): Promise<Response> {
  // What workerd hands a Worker is an incoming request; the test's own carries no `cf` properties.
  return worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, withEnv, createExecutionContext());
}
