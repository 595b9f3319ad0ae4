import { apiRoute } from "#app/lib/api.server.ts";
import { changePassword } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: changePassword });

export const loader = handle;
export const action = handle;
