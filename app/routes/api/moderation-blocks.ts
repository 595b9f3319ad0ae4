import { apiRoute } from "#app/lib/api.server.ts";
import { postBlock } from "#features/comments/index.server.ts";

const handle = apiRoute({ POST: postBlock });

export const loader = handle;
export const action = handle;
