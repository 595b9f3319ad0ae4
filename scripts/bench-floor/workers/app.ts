import { createRequestHandler } from "react-router";
import { FLOOR_BASE } from "../floor.ts";

// React Router's Cloudflare template: one handler for the built app, nothing else in the Worker.
const handle = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  // Lighthouse asks the origin for /robots.txt, which the router would log as an error outside its basename.
  fetch: (request) =>
    new URL(request.url).pathname.startsWith(FLOOR_BASE) ? handle(request) : new Response(null, { status: 404 }),
} satisfies ExportedHandler;
