import { apiRoute } from "#app/lib/api.server.ts";
import { postLink } from "#features/comments/index.server.ts";

const handle = apiRoute({ POST: postLink });

export const loader = handle;
export const action = handle;
