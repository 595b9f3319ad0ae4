import { createRequestHandler } from "react-router";

// React Router's Cloudflare template: one handler for the built app, nothing else in the Worker.
const handle = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch: (request) => handle(request),
} satisfies ExportedHandler;
