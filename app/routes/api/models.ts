import { apiRoute } from "#app/lib/api.server.ts";
import { getModels } from "#features/catalog/index.server.ts";
import { MODEL_HANDLERS } from "#app/model-writes.server.ts";

const handle = apiRoute({ GET: getModels, POST: MODEL_HANDLERS.post });

export const loader = handle;
export const action = handle;
