import { apiRoute } from "#app/lib/api.server.ts";
import { deleteUpdate, patchUpdate } from "#features/updates/index.server.ts";

const handle = apiRoute({ PATCH: patchUpdate, DELETE: deleteUpdate });

export const loader = handle;
export const action = handle;
