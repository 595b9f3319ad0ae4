/** Comments on the server: tables and the /api/comments routes. */
import type { ApiRoute } from "../../app/lib/edge.server.ts";

export { commentLikes, comments } from "./server/tables.server.ts";

/** Filled in by the comments issue. */
export const commentApiRoutes: readonly ApiRoute[] = [];
