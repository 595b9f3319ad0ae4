import { apiRoute } from "#app/lib/api.server.ts";
import { getModelCards } from "#features/catalog/index.server.ts";

const handle = apiRoute({ GET: getModelCards });

export const loader = handle;
export const action = handle;
