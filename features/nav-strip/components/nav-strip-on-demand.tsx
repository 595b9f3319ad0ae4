import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { readRaw } from "#features/settings/index.ts";
import type { NavStripProps } from "./nav-strip.tsx";

/**
 * The strip as the server drew it (its cards are plain links until then): the search, the filters and the scrolling
 * come with the first pointer, touch or focus on it, on every page of the site. Narrow cards stored by the visitor
 * need the strip's state at once (the toggle shows it pressed), so the code comes then with the page.
 */
export const NavStrip = hydrateOnDemand<NavStripProps>(
  () => import("./nav-strip.tsx").then((module) => module.NavStrip),
  {
    find: () => document.querySelector('nav[aria-label="Modele"]'),
    // NARROW_CARDS's stored key, not imported: the strip's modules stay out of the first load.
    eager: () => readRaw("overlap") === "true",
  },
);
