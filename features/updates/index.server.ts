export { deleteUpdate, getUpdates, patchUpdate, postUpdate, updateIntents } from "./server/adapters.server.ts";
export { loadUpdates } from "./server/entries.server.ts";
export { deleteModelUpdates, listUpdateRows, renameInUpdates, seedUpdates } from "./server/updates.server.ts";
