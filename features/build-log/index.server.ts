/** The models' build story on the server: tables, the model loader's read, the feed's list, the API and the forms. */
export { buildLogIntents, deleteDiaryEntry, getBuildStory, patchDiaryEntry, postBuildNote, postDiaryEntry, STORY_FORM_BYTES } from "./server/adapters.server.ts";
export { listDiaryEntries } from "./server/build-log.server.ts";
export { loadBuildStory, photoChoices } from "./server/story.server.ts";
