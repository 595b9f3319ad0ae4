import { apiRoute } from "#app/lib/api.server.ts";
import { editComment, removeComment } from "#features/comments/index.server.ts";

export const { loader, action } = apiRoute({ PATCH: editComment, DELETE: removeComment });
