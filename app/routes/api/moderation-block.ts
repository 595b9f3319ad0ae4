import { apiRoute } from "#app/lib/api.server.ts";
import { deleteBlock } from "#features/comments/index.server.ts";

const handle = apiRoute({ DELETE: deleteBlock });

export const loader = handle;
export const action = handle;
