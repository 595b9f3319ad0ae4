import { createRequestHandler, RouterContextProvider } from "react-router";
import { apiRoutes } from "../app/api-routes.server.ts";
import { cloudflareContext } from "../app/lib/context.ts";
import { handleEdgeRequest } from "../app/lib/edge.server.ts";
import { createNonce, withSecurityHeaders } from "../app/lib/security-headers.server.ts";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    // Vite's dev server injects inline scripts of its own; the policy is enforced on the built site.
    const enforceCsp = !import.meta.env.DEV;

    const edge = await handleEdgeRequest(apiRoutes, request, env, ctx);
    if (edge) return withSecurityHeaders(edge, nonce, { enforceCsp });

    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx, nonce });
    const response = await requestHandler(request, context);
    return withSecurityHeaders(response, nonce, { enforceCsp });
  },
} satisfies ExportedHandler<Env>;
