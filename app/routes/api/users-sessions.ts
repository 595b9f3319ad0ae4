import { apiFromBrowser } from "#app/lib/api-client.ts";
import { apiRoute } from "#app/lib/api.server.ts";
import { endAllSessions } from "#features/account/index.server.ts";

const handle = apiRoute({ DELETE: endAllSessions });

export const loader = handle;
export const action = handle;
export const clientLoader = apiFromBrowser;
export const clientAction = apiFromBrowser;
