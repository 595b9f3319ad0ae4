import { apiRoute } from "#app/lib/api.server.ts";
import { getModel } from "#features/catalog/index.server.ts";
import { MODEL_HANDLERS } from "#app/model-writes.server.ts";

const handle = apiRoute({ GET: getModel, PATCH: MODEL_HANDLERS.patch, DELETE: MODEL_HANDLERS.delete });

export const loader = handle;
export const action = handle;
