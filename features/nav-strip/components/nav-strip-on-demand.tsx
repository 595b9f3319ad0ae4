import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { readRaw } from "#features/settings/index.ts";
import type { LiveNavStripProps } from "./nav-strip-live.tsx";

/** Stored narrow cards need the strip's state (the toggle pressed) with the page. */
export const NavStrip = hydrateOnDemand<LiveNavStripProps>(
  () => import("./nav-strip-live.tsx").then((module) => module.LiveNavStrip),
  {
    find: () => document.querySelector('nav[aria-label="Modele"]'),
    // The stored key written out: importing NARROW_CARDS would bring the strip's modules into the first load.
    atLoad: () => readRaw("overlap") === "true",
  },
);
