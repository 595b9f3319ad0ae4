import { apiRoute } from "#app/lib/api.server.ts";
import { addComment, listThread } from "#features/comments/index.server.ts";

const handle = apiRoute({ GET: listThread, POST: addComment });

export const loader = handle;
export const action = handle;
