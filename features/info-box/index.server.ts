/** The home info text on the server: its table, the seed text and the /api/info routes. */
import type { ApiRoute } from "../../app/lib/edge.server.ts";

export { info } from "./server/tables.server.ts";
export { seedInfoText } from "./seed-text.ts";

/** Filled in by the home-page issue. */
export const infoApiRoutes: readonly ApiRoute[] = [];
