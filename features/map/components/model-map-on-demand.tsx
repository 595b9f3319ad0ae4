import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ModelMapProps } from "./model-map.tsx";

/**
 * The model's map as the page shows it: an inactive frame whose code (and the map's) comes when the person points at
 * it or acts in it; a click on its button before then is taken once the code is there. It stands in the route's
 * `model` section, the only map there.
 */
export const ModelMap = hydrateOnDemand<ModelMapProps>(
  () => import("./model-map.tsx").then((module) => module.ModelMap),
  { find: () => document.querySelector("#model [role=region]") },
);
