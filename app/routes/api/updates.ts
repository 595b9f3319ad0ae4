import { apiRoute } from "#app/lib/api.server.ts";
import { getUpdates, postUpdate } from "#features/updates/index.server.ts";

const handle = apiRoute({ GET: getUpdates, POST: postUpdate });

export const loader = handle;
export const action = handle;
