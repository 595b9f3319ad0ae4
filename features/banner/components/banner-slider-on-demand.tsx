import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { readRaw } from "#features/settings/index.ts";
import type { BannerSliderProps } from "./banner-slider.tsx";

/** The slider's code comes at the end of the first slide's zoom; a stored pause must stop that zoom at once. */
export const BannerSlider = hydrateOnDemand<BannerSliderProps>(
  () => import("./banner-slider.tsx").then((module) => module.BannerSlider),
  {
    find: () => document.getElementById("banner"),
    events: ["animationend"],
    eager: () => readRaw("bannerState") === "paused",
  },
);
