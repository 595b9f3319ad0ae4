import { apiRoute } from "#app/lib/api.server.ts";
import { postDeleteMany } from "#features/comments/index.server.ts";

const handle = apiRoute({ POST: postDeleteMany });

export const loader = handle;
export const action = handle;
