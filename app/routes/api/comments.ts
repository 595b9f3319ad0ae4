import { apiRoute } from "#app/lib/api.server.ts";
import { addComment, listThread } from "#features/comments/index.server.ts";

export const { loader, action } = apiRoute({ GET: listThread, POST: addComment });
