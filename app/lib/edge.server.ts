import { HttpError, jsonError } from "./http.server.ts";
import { imageKeyFromPath, serveImage } from "./images.server.ts";

/** What an API handler receives. */
export interface ApiContext {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  url: URL;
  params: Readonly<Record<string, string>>;
}

export type ApiHandler = (context: ApiContext) => Promise<Response> | Response;

/** One API route: a method and a path pattern whose `:name` segments become params. */
export interface ApiRoute {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  handler: ApiHandler;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    let value: string;
    try {
      value = decodeURIComponent(have[i]!);
    } catch {
      return undefined;
    }
    if (segment.startsWith(":")) params[segment.slice(1)] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}

/** Routes the JSON API; every failure becomes `{ error }` with a 4xx or 503 status, never a 500. */
export async function handleApi(
  routes: readonly ApiRoute[],
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  const url = new URL(request.url);
  let pathMatched = false;
  for (const route of routes) {
    const params = matchPath(route.path, url.pathname);
    if (!params) continue;
    pathMatched = true;
    if (route.method !== request.method) continue;
    try {
      return await route.handler({ request, env, ctx, url, params });
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message, error.headers);
      console.error("API error", request.method, url.pathname, error instanceof Error ? error.message : error);
      return jsonError(503, "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę");
    }
  }
  if (pathMatched) {
    const allowed = routes.filter((route) => matchPath(route.path, url.pathname)).map((route) => route.method);
    return jsonError(405, "Niedozwolona metoda", { allow: [...new Set(allowed)].join(", ") });
  }
  return jsonError(404, "Nie ma takiego adresu API");
}

/** Requests the Worker answers itself, before React Router: images from R2 and the JSON API. */
export async function handleEdgeRequest(
  routes: readonly ApiRoute[],
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/images/")) {
    const key = imageKeyFromPath(pathname);
    return key ? serveImage(request, env.IMAGES, key) : jsonError(404, "Nie znaleziono obrazu");
  }
  if (pathname === "/api" || pathname.startsWith("/api/")) return handleApi(routes, request, env, ctx);
  return undefined;
}
