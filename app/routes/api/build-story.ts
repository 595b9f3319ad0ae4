import { apiRoute } from "#app/lib/api.server.ts";
import { getBuildStory, postBuildNote } from "#features/build-log/index.server.ts";

const handle = apiRoute({ GET: getBuildStory, POST: postBuildNote });

export const loader = handle;
export const action = handle;
