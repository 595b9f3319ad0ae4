import { apiRoute } from "#app/lib/api.server.ts";
import { resendConfirmation } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: resendConfirmation });

export const loader = handle;
export const action = handle;
