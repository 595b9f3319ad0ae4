import { apiRoute } from "#app/lib/api.server.ts";
import { endAllSessions } from "#features/account/index.server.ts";

const handle = apiRoute({ DELETE: endAllSessions });

export const loader = handle;
export const action = handle;
