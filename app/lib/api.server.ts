import type { LoaderFunctionArgs } from "react-router";
import { cloudflareContext } from "./context.ts";
import type { Database } from "./db.server.ts";
import { assertSameOrigin, clientAddress, HttpError, jsonError, readJsonObject } from "./http.server.ts";
import { enforceRateLimits, type RateLimitPolicy } from "./rate-limit.server.ts";

export type ApiMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** What an API handler receives: the request, its database and the shared rules at hand. */
export interface ApiRequest {
  request: Request;
  env: Env;
  db: Database;
  params: Readonly<Record<string, string | undefined>>;
  address: string;
  /** 415, 413 or 400 when the body is not a JSON object within the limit (32 KiB unless a route allows more). */
  body(maxBytes?: number): Promise<Record<string, unknown>>;
  limit(keys: readonly string[], policy: RateLimitPolicy): Promise<void>;
}

export type ApiHandler = (api: ApiRequest) => Promise<Response> | Response;

const UNAVAILABLE = "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę";
const METHOD_NOT_ALLOWED = "Niedozwolona metoda";
const READS = new Set(["GET", "HEAD"]);

/**
 * The handler of a JSON API resource route, its `loader` and its `action` alike. Every route of `/api` is made
 * here, so each gets the same rules: mutations only from this site's origin, the body read within its limit, every
 * refusal as `{ error }` in Polish with its status, 405 with Allow for other methods, no caching, and a 503 instead
 * of a 500 when anything fails. Refusals are answered rather than thrown, so a fetcher gets them as data.
 */
export function apiRoute(handlers: Partial<Record<ApiMethod, ApiHandler>>) {
  const allow = Object.keys(handlers).join(", ");
  const handle = async ({ request, params, context }: LoaderFunctionArgs): Promise<Response> => {
    const method = request.method === "HEAD" ? "GET" : request.method;
    const handler = handlers[method as ApiMethod];
    if (!handler) return jsonError(405, METHOD_NOT_ALLOWED, { allow });
    const { env, db } = context.get(cloudflareContext);
    try {
      if (!READS.has(method)) assertSameOrigin(request);
      const response = await handler({
        request,
        env,
        db,
        params,
        address: clientAddress(request),
        body: (maxBytes) => readJsonObject(request, maxBytes),
        limit: (keys, policy) => enforceRateLimits(db, keys, policy),
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

/**
 * React Router refuses methods it does not know (PROPFIND, …) with a 405 of its own before any route runs; under
 * `/api` they get the API's answer instead.
 */
export function refuseUnknownApiMethod(request: Request): Response | undefined {
  if (!isApiPath(request)) return undefined;
  if (["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(request.method)) return undefined;
  return jsonError(405, METHOD_NOT_ALLOWED);
}

/**
 * A path React Router cannot match to `/api/*` (a decoded line break defeats its splat) falls through to the site's
 * HTML 404 page; under `/api` that answer is the API's JSON 404 instead.
 */
export function apiAnswerFor(request: Request, response: Response): Response {
  if (!isApiPath(request) || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  return apiNotFound();
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
