import type { LoaderFunctionArgs } from "react-router";
import { cloudflareContext } from "./context.ts";
import type { Database } from "./db.server.ts";
import { clientGroup } from "./client.server.ts";
import { assertSameOrigin, HttpError, jsonError, readJsonObject } from "./http.server.ts";
import { createRateLimiter, type RateLimiter, type RateLimitPolicy } from "./rate-limit.server.ts";

export type ApiMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface ApiRequest {
  request: Request;
  env: Env;
  db: Database;
  params: Readonly<Record<string, string | undefined>>;
  /** The client group (client.server.ts): what every per-client limit counts. */
  client: string;
  /** 415, 413 or 400 when the body is not a JSON object within the limit (32 KiB unless a route allows more). */
  body(maxBytes?: number): Promise<Record<string, unknown>>;
  limit(keys: readonly string[], policy: RateLimitPolicy): Promise<void>;
  limiter: RateLimiter;
}

export type ApiHandler = (api: ApiRequest) => Promise<Response> | Response;

const UNAVAILABLE = "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę";
const METHOD_NOT_ALLOWED = "Niedozwolona metoda";
const READS = new Set(["GET", "HEAD"]);
// Only Vite's development server has no edge in front to set cf-connecting-ip.
const development = import.meta.env.MODE === "development";

/** Every `/api` route is made here, so all share one set of rules; refusals are answered, so a fetcher gets data. */
export function apiRoute(handlers: Partial<Record<ApiMethod, ApiHandler>>) {
  const allow = Object.keys(handlers).join(", ");
  const handle = async ({ request, params, context }: LoaderFunctionArgs): Promise<Response> => {
    const method = request.method === "HEAD" ? "GET" : request.method;
    const handler = handlers[method as ApiMethod];
    if (!handler) return jsonError(405, METHOD_NOT_ALLOWED, { allow });
    const { env, db } = context.get(cloudflareContext);
    const limiter = createRateLimiter(db, env.SESSION_SECRET);
    try {
      if (!READS.has(method)) assertSameOrigin(request);
      const response = await handler({
        request,
        env,
        db,
        params,
        client: clientGroup(request, { development }),
        body: (maxBytes) => readJsonObject(request, maxBytes),
        limit: (keys, policy) => limiter.enforce(keys, policy),
        limiter,
      });
      response.headers.set("cache-control", "no-store");
      return response;
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message, error.headers);
      console.error("API error", request.method, new URL(request.url).pathname, errorText(error));
      return jsonError(503, UNAVAILABLE);
    }
  };
  return handle;
}

export function apiNotFound(): Response {
  return jsonError(404, "Nie ma takiego adresu API");
}

function isApiPath(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** React Router refuses unknown methods (PROPFIND, …) with its own 405 before any route runs; `/api` answers itself. */
export function refuseUnknownApiMethod(request: Request): Response | undefined {
  if (!isApiPath(request)) return undefined;
  if (["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(request.method)) return undefined;
  return jsonError(405, METHOD_NOT_ALLOWED);
}

/** A decoded line break defeats the `/api/*` splat, so the path gets the HTML 404; under `/api`, the JSON 404. */
export function apiAnswerFor(request: Request, response: Response): Response {
  if (!isApiPath(request) || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  return apiNotFound();
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
