import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { readRaw } from "#features/settings/index.ts";
import type { BannerSliderProps } from "./banner-slider.tsx";

/** The slider's code comes at the end of the first slide's zoom; a stored pause must stop that zoom at once. */
export const BannerSlider = hydrateOnDemand<BannerSliderProps>(
  () => import("./banner-slider.tsx").then((module) => module.BannerSlider),
  {
    // BANNER_ID and BANNER_STATE_KEY written out: importing them would bring the slider into the first load.
    find: () => document.getElementById("banner"),
    events: ["animationend"],
    atLoad: () => readRaw("bannerState") === "paused",
  },
);
