import { apiRoute } from "#app/lib/api.server.ts";
import { register } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: register });

export const loader = handle;
export const action = handle;
