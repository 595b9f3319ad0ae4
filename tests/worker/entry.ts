import { apiRoutes } from "#app/api-routes.server.ts";
import { handleEdgeRequest } from "#app/lib/edge.server.ts";
import { withSecurityHeaders } from "#app/lib/security-headers.server.ts";

/**
 * The Worker as the workerd tests see it: everything the real entry answers before React Router
 * (images and the API). Pages are covered end to end by Playwright against the real build.
 */
export default {
  async fetch(request, env, ctx) {
    const edge = await handleEdgeRequest(apiRoutes, request, env, ctx);
    const response = edge ?? new Response("Strony renderuje React Router (testy e2e)", { status: 404 });
    return withSecurityHeaders(response, "test-nonce", { enforceCsp: true });
  },
} satisfies ExportedHandler<Env>;
