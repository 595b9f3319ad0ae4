import { apiRoute } from "#app/lib/api.server.ts";
import { postReject } from "#features/comments/index.server.ts";

const handle = apiRoute({ POST: postReject });

export const loader = handle;
export const action = handle;
