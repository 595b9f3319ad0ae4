import { apiFromBrowser } from "#app/lib/api-client.ts";
import { apiRoute } from "#app/lib/api.server.ts";
import { getBuildStory, postBuildNote } from "#features/build-log/index.server.ts";

const handle = apiRoute({ GET: getBuildStory, POST: postBuildNote });

export const loader = handle;
export const action = handle;
export const clientLoader = apiFromBrowser;
export const clientAction = apiFromBrowser;
