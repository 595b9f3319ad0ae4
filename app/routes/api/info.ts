import { apiRoute } from "#app/lib/api.server.ts";
import { getInfo, postInfo } from "#features/info-box/index.server.ts";

export const { loader, action } = apiRoute({ GET: getInfo, POST: postInfo });
