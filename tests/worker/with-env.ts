import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "#workers/app.ts";
import { nextAddress, ORIGIN } from "#tests/security/support.ts";

/** The real Worker's fetch with bindings of the test's own: a broken D1, a failing bucket, a missing secret. */
export function fetchWithEnv(request: Request, withEnv: Env): Promise<Response> {
  // What workerd hands a Worker is an incoming request; the test's own carries no `cf` properties.
  return worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, withEnv, createExecutionContext());
}

/**
 * A request from this site's origin (a fresh client address unless given) to the real Worker in the test's own
 * module graph, answered once its `waitUntil` work is done: what the Worker keeps per isolate is then the test's to read.
 */
export async function sendToWorker(path: string, init: RequestInit = {}, bindings: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", nextAddress());
  if (init.method && init.method !== "GET" && init.method !== "HEAD") headers.set("origin", ORIGIN);
  const request = new Request(`${ORIGIN}${path}`, { ...init, headers });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
