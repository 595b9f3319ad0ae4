import { createRequestHandler, RouterContextProvider } from "react-router";
import { apiRoutes } from "#app/api-routes.server.ts";
import { cloudflareContext } from "#app/lib/context.ts";
import { handleEdgeRequest } from "#app/lib/edge.server.ts";
import { createNonce, withSecurityHeaders } from "#app/lib/security-headers.server.ts";

type RequestHandler = ReturnType<typeof createRequestHandler>;

const loadBuild = () => import("virtual:react-router/server-build");

/**
 * Given a function, React Router rebuilds its route table (about 50 routes: flatten, rank, compile every path
 * to a RegExp) on each request, which is right while Vite swaps modules in development. The built Worker
 * keeps one handler made from the loaded build for the isolate's lifetime (DESIGN.md section 6, latency).
 */
let builtHandler: Promise<RequestHandler> | undefined;
function requestHandler(): Promise<RequestHandler> {
  if (import.meta.env.DEV) return Promise.resolve(createRequestHandler(loadBuild, import.meta.env.MODE));
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

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    // Vite's dev server injects inline scripts of its own; the policy is enforced on the built site.
    const enforceCsp = !import.meta.env.DEV;

    const edge = await handleEdgeRequest(apiRoutes, request, env, ctx);
    if (edge) return withSecurityHeaders(edge, nonce, { enforceCsp });

    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx, nonce });
    const response = await (await requestHandler())(request, context);
    return withSecurityHeaders(response, nonce, { enforceCsp });
  },
} satisfies ExportedHandler<Env>;
