import { pageAction } from "#app/lib/page-action.server.ts";
import { MODEL_INTENTS } from "#app/model-writes.server.ts";
import { buildLogIntents, STORY_FORM_BYTES } from "#features/build-log/index.server.ts";
import { commentIntents } from "#features/comments/index.server.ts";
import { updateIntents } from "#features/updates/index.server.ts";

/** Every form on a model page: the comments, the build story, the owner's catalogue panel and photos, a news entry. */
export const action = pageAction(
  { ...commentIntents, ...buildLogIntents, ...MODEL_INTENTS, "update-create": updateIntents["update-create"] },
  { maxBytes: STORY_FORM_BYTES },
);
