import { apiRoute } from "#app/lib/api.server.ts";
import { likeComment } from "#features/comments/index.server.ts";

const handle = apiRoute({ POST: likeComment });

export const loader = handle;
export const action = handle;
