/** The site's updates on the server: their tables, the home loader's read, the seed, the API and the home's forms. */
export { deleteUpdate, getUpdates, patchUpdate, postUpdate, updateIntents } from "./server/adapters.server.ts";
export { loadUpdates } from "./server/entries.server.ts";
export { listUpdateRows, seedUpdates } from "./server/updates.server.ts";
