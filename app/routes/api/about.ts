import { apiRoute } from "#app/lib/api.server.ts";
import { textHandlers } from "#features/info-box/index.server.ts";

const handle = apiRoute(textHandlers("about"));

export const loader = handle;
export const action = handle;
