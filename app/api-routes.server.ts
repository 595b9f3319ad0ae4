import type { ApiRoute } from "./lib/edge.server.ts";

/** The JSON API (DESIGN.md section 4): features contribute their handlers here. */
export const apiRoutes: readonly ApiRoute[] = [];
