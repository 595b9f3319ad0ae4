import { apiRoute } from "#app/lib/api.server.ts";
import { RESERVED_PATHS } from "#app/lib/site-paths.server.ts";
import { getModels, modelHandlers } from "#features/catalog/index.server.ts";
import { deleteSection } from "#features/comments/index.server.ts";

export const MODEL_HANDLERS = modelHandlers(RESERVED_PATHS, async (api, model) => {
  await deleteSection(api.db, model.component);
});

const handle = apiRoute({ GET: getModels, POST: MODEL_HANDLERS.post });

export const loader = handle;
export const action = handle;
