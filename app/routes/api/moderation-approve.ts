import { apiRoute } from "#app/lib/api.server.ts";
import { postApprove } from "#features/comments/index.server.ts";

const handle = apiRoute({ POST: postApprove });

export const loader = handle;
export const action = handle;
