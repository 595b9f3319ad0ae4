import { createRequestHandler, RouterContextProvider } from "react-router";
import { apiAnswerFor, refuseUnknownApiMethod } from "#app/lib/api.server.ts";
import { cloudflareContext } from "#app/lib/context.ts";
import { openRequestDatabase } from "#app/lib/db.server.ts";
import { jsonError } from "#app/lib/http.server.ts";
import { imageKeyFromPath, serveImage } from "#app/lib/images.server.ts";
import { createNonce, withSecurityHeaders } from "#app/lib/security-headers.server.ts";

type RequestHandler = ReturnType<typeof createRequestHandler>;

const loadBuild = () => import("virtual:react-router/server-build");

// Vite's dev server only: the workerd tests load the route modules once, as the built Worker does.
const development = import.meta.env.MODE === "development";

/**
 * Given a function, React Router rebuilds its route table (flatten, rank, compile every path to a RegExp) on each
 * request, which is right while Vite swaps modules in development. The built Worker keeps one handler for the
 * isolate's lifetime.
 */
let builtHandler: Promise<RequestHandler> | undefined;
function requestHandler(): Promise<RequestHandler> {
  if (development) return Promise.resolve(createRequestHandler(loadBuild, import.meta.env.MODE));
  builtHandler ??= loadBuild().then(
    (build) => createRequestHandler(build, import.meta.env.MODE),
    (error: unknown) => {
      // A failed load is tried again by the next request rather than remembered.
      builtHandler = undefined;
      throw error;
    },
  );
  return builtHandler;
}

/** Photos from R2 skip React Router: they are most of the site's requests and need nothing but the bucket. */
function photo(request: Request, env: Env): Promise<Response> | Response | undefined {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith("/images/")) return undefined;
  const key = imageKeyFromPath(pathname);
  return key ? serveImage(request, env.IMAGES, key) : jsonError(404, "Nie znaleziono obrazu");
}

export default {
  async fetch(request, env, ctx) {
    // React Router answers HEAD with neither the body nor the headers of its page (no Content-Type, so not the
    // page's CSP either): every HEAD is answered as its GET would be, headers and status alike, and the body dropped.
    if (request.method !== "HEAD") return answer(request, env, ctx);
    const response = await answer(new Request(request, { method: "GET" }), env, ctx);
    await response.body?.cancel();
    return new Response(null, response);
  },
} satisfies ExportedHandler<Env>;

async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const nonce = createNonce();
  // Vite's dev server injects inline scripts of its own.
  const enforceCsp = !development;

  const early = (await photo(request, env)) ?? refuseUnknownApiMethod(request);
  if (early) return withSecurityHeaders(early, nonce, { enforceCsp });

  const database = openRequestDatabase(env.DB, request);
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, db: database.db, nonce });
  const response = apiAnswerFor(request, await (await requestHandler())(request, context));
  const bookmark = database.bookmarkCookie(response);
  if (bookmark) response.headers.append("set-cookie", bookmark);
  return withSecurityHeaders(response, nonce, { enforceCsp });
}
