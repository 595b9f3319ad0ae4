import { apiRoute } from "#app/lib/api.server.ts";
import { requestPasswordReset } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: requestPasswordReset });

export const loader = handle;
export const action = handle;
