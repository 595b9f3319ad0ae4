/** The site's updates on the server: their tables, the home loader's read, the seed and the /api/updates handlers. */
export { getUpdates, loadUpdates, patchUpdate, postUpdate, removeUpdate } from "./server/api.server.ts";
export { listUpdateRows, seedUpdates } from "./server/updates.server.ts";
