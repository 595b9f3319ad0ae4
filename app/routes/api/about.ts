import { apiFromBrowser } from "#app/lib/api-client.ts";
import { apiRoute } from "#app/lib/api.server.ts";
import { textHandlers } from "#features/info-box/index.server.ts";

const handle = apiRoute(textHandlers("about"));

export const loader = handle;
export const action = handle;
export const clientLoader = apiFromBrowser;
export const clientAction = apiFromBrowser;
