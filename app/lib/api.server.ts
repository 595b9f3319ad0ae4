import type { LoaderFunctionArgs } from "react-router";
import { assertSameOrigin, HttpError, jsonError, readJsonObject } from "./http.server.ts";
import { REFUSALS } from "./refusal-messages.ts";
import { requestScope, type RequestScope } from "./request-scope.server.ts";

export type ApiMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface ApiRequest extends RequestScope {
  body(maxBytes?: number): Promise<Record<string, unknown>>;
}

export type ApiHandler = (api: ApiRequest) => Promise<Response> | Response;

export const UNAVAILABLE = REFUSALS.unavailable;
const METHOD_NOT_ALLOWED = "Niedozwolona metoda";
const READS = new Set(["GET", "HEAD"]);

export function apiRoute(handlers: Partial<Record<ApiMethod, ApiHandler>>) {
  const allow = Object.keys(handlers).join(", ");
  const handle = async ({ request, params, context }: LoaderFunctionArgs): Promise<Response> => {
    const method = request.method === "HEAD" ? "GET" : request.method;
    const handler = handlers[method as ApiMethod];
    if (!handler) return jsonError(405, METHOD_NOT_ALLOWED, { allow });
    try {
      if (!READS.has(method)) assertSameOrigin(request);
      const response = await handler({
        ...requestScope(request, params, context),
        body: (maxBytes) => readJsonObject(request, maxBytes),
      });
      if (!response.headers.has("cache-control")) response.headers.set("cache-control", "no-store");
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

export function isApiPath(request: Request): boolean {
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

export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // A failed query's own message is the SQL; what D1 said is its cause.
  return error.cause === undefined ? error.message : `${error.message}; cause: ${errorText(error.cause)}`;
}
