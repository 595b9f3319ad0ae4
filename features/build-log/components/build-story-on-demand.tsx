import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { BUILD_SECTION_ID } from "../summary.ts";
import type { BuildStoryProps } from "./build-story.tsx";

export const BuildStory = hydrateOnDemand<BuildStoryProps>(
  () => import("./build-story.tsx").then((module) => module.BuildStory),
  { find: () => document.getElementById(BUILD_SECTION_ID), eager: (props) => props.admin },
);
