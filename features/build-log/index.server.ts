export { buildLogIntents, deleteDiaryEntry, getBuildStory, patchDiaryEntry, postBuildNote, postDiaryEntry, STORY_FORM_BYTES } from "./server/adapters.server.ts";
export { deleteBuildLog, diaryFollowsPhoto, listDiaryEntries, renameInBuildLog } from "./server/build-log.server.ts";
export { loadBuildStory, photoChoices } from "./server/story.server.ts";
