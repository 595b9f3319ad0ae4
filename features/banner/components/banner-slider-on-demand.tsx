import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { readRaw } from "#features/settings/index.ts";
import type { BannerSliderProps } from "./banner-slider.tsx";

/**
 * The first slide as the server drew it, zooming by its stylesheet: the slider's code (the other slides, the controls'
 * state) comes with its first move, the end of that zoom, or with an act on it. A pause the visitor stored must stop
 * the zoom at once, so the code comes then with the page.
 */
export const BannerSlider = hydrateOnDemand<BannerSliderProps>(
  () => import("./banner-slider.tsx").then((module) => module.BannerSlider),
  {
    // BANNER_ID and BANNER_STATE_KEY, not imported: the slider's modules stay out of the first load.
    find: () => document.getElementById("banner"),
    events: ["animationend"],
    eager: () => readRaw("bannerState") === "paused",
  },
);
