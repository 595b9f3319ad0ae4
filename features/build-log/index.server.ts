/** The models' build story on the server: tables, the model loader's read, the feed's list and the API handlers. */
export {
  getBuildStory,
  loadBuildStory,
  patchDiaryEntry,
  photoChoices,
  postBuildNote,
  postDiaryEntry,
  removeDiaryEntry,
} from "./server/api.server.ts";
export { listDiaryEntries } from "./server/build-log.server.ts";
