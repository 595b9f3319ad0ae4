import { apiRoute } from "#app/lib/api.server.ts";
import { finishPasswordReset } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: finishPasswordReset });

export const loader = handle;
export const action = handle;
