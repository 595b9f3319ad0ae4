import { apiRoute } from "#app/lib/api.server.ts";
import { getModeration } from "#features/comments/index.server.ts";

const handle = apiRoute({ GET: getModeration });

export const loader = handle;
export const action = handle;
