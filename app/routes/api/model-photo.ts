import { apiRoute } from "#app/lib/api.server.ts";
import { photoHandlers } from "#features/catalog/index.server.ts";

const handle = apiRoute({ PATCH: photoHandlers.patch, DELETE: photoHandlers.delete });

export const loader = handle;
export const action = handle;
