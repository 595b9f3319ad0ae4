import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { readRaw } from "#features/settings/index.ts";
import type { NavStripProps } from "./nav-strip.tsx";

/** Stored narrow cards need the strip's state (the toggle pressed) with the page. */
export const NavStrip = hydrateOnDemand<NavStripProps>(
  () => import("./nav-strip.tsx").then((module) => module.NavStrip),
  {
    find: () => document.querySelector('nav[aria-label="Modele"]'),
    // The stored key written out: importing NARROW_CARDS would bring the strip's modules into the first load.
    atLoad: () => readRaw("overlap") === "true",
  },
);
