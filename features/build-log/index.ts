/** A model's build story: "Budowa modelu" (note and facts) with the build diary, edited in place by the admin. */
export { BuildStory } from "./components/build-story.tsx";
export { BuildDiary } from "./components/build-diary.tsx";
export { BuildNote } from "./components/build-note.tsx";
export {
  BUILD_SECTION_ID,
  noteSummary,
  type BuildNoteView,
  type BuildStory as BuildStoryData,
  type DiaryEntryView,
  type PhotoChoice,
} from "./model.ts";
