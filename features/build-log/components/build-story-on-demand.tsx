import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { BUILD_SECTION_ID } from "../summary.ts";
import type { BuildStoryProps } from "./build-story.tsx";

/**
 * The build story as the page shows it: to a visitor a text with links, whose code comes when the person acts in it
 * (a link to a photo works as a plain link before). The owner's page fetches it at once for its editors.
 */
export const BuildStory = hydrateOnDemand<BuildStoryProps>(
  () => import("./build-story.tsx").then((module) => module.BuildStory),
  { find: () => document.getElementById(BUILD_SECTION_ID), eager: (props) => props.admin },
);
