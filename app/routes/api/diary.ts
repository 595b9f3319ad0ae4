import { apiRoute } from "#app/lib/api.server.ts";
import { postDiaryEntry } from "#features/build-log/index.server.ts";

const handle = apiRoute({ POST: postDiaryEntry });

export const loader = handle;
export const action = handle;
