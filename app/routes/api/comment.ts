import { apiRoute } from "#app/lib/api.server.ts";
import { editComment, removeComment } from "#features/comments/index.server.ts";

const handle = apiRoute({ PATCH: editComment, DELETE: removeComment });

export const loader = handle;
export const action = handle;
