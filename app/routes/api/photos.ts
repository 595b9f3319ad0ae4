import { apiRoute } from "#app/lib/api.server.ts";
import { getGroupImages } from "#features/catalog/index.server.ts";

const handle = apiRoute({ GET: getGroupImages });

export const loader = handle;
export const action = handle;
