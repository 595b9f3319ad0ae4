import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { NavStripProps } from "./nav-strip.tsx";

/**
 * The strip as the server drew it (its cards are plain links until then): the search, the filters and the scrolling
 * come with the first pointer, touch or focus on it, on every page of the site.
 */
export const NavStrip = hydrateOnDemand<NavStripProps>(
  () => import("./nav-strip.tsx").then((module) => module.NavStrip),
  { find: () => document.querySelector('nav[aria-label="Modele"]') },
);
