import { apiRoute } from "#app/lib/api.server.ts";
import { MODEL_HANDLERS } from "#app/model-writes.server.ts";

const handle = apiRoute({ POST: MODEL_HANDLERS.restore });

export const loader = handle;
export const action = handle;
