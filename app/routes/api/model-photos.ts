import { apiRoute } from "#app/lib/api.server.ts";
import { photoHandlers } from "#features/catalog/index.server.ts";

const handle = apiRoute({ GET: photoHandlers.get, POST: photoHandlers.post });

export const loader = handle;
export const action = handle;
