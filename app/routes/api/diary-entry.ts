import { apiRoute } from "#app/lib/api.server.ts";
import { patchDiaryEntry, deleteDiaryEntry } from "#features/build-log/index.server.ts";

const handle = apiRoute({ PATCH: patchDiaryEntry, DELETE: deleteDiaryEntry });

export const loader = handle;
export const action = handle;
