import { apiRoute } from "#app/lib/api.server.ts";
import { confirmEmailApi } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: confirmEmailApi });

export const loader = handle;
export const action = handle;
