import { apiRoute } from "#app/lib/api.server.ts";
import { likeComment } from "#features/comments/index.server.ts";

export const { loader, action } = apiRoute({ POST: likeComment });
