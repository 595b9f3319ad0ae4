import { apiRoute } from "#app/lib/api.server.ts";
import { postSettings } from "#features/comments/index.server.ts";

const handle = apiRoute({ POST: postSettings });

export const loader = handle;
export const action = handle;
