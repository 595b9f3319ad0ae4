import { apiRoute } from "#app/lib/api.server.ts";
import { diaryFollowsPhoto } from "#features/build-log/index.server.ts";
import { photoHandlers, photoReplaceHandler } from "#features/catalog/index.server.ts";

const handle = apiRoute({
  POST: photoReplaceHandler(diaryFollowsPhoto),
  PATCH: photoHandlers.patch,
  DELETE: photoHandlers.delete,
});

export const loader = handle;
export const action = handle;
