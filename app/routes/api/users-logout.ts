import { apiRoute } from "#app/lib/api.server.ts";
import { logOutApi } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: logOutApi });

export const loader = handle;
export const action = handle;
