import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { RandomStripProps } from "./random-strip.tsx";

/** The photos and their viewer: the code comes when the person points at or opens one. */
export const RandomStrip = hydrateOnDemand<RandomStripProps>(
  () => import("./random-strip.tsx").then((module) => module.RandomStrip),
  // The id random-strip.tsx gives its section.
  { find: () => document.getElementById("losowe-galerie") },
);
