import { accountApiRoutes } from "#features/account/index.server.ts";
import { commentApiRoutes } from "#features/comments/index.server.ts";
import { infoApiRoutes } from "#features/info-box/index.server.ts";
import type { ApiRoute } from "./lib/edge.server.ts";

/** The JSON API (DESIGN.md section 4): each feature contributes its routes. */
export const apiRoutes: readonly ApiRoute[] = [...accountApiRoutes, ...commentApiRoutes, ...infoApiRoutes];
