/** A model's build story: "Budowa modelu" (note and facts) with the build diary, edited in place by the admin. */
export { BuildStory } from "./components/build-story-on-demand.tsx";
export { BUILD_SECTION_ID, noteSummary } from "./summary.ts";
