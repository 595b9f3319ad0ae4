import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ModelMapProps } from "./model-map.tsx";

export const ModelMap = hydrateOnDemand<ModelMapProps>(
  () => import("./model-map.tsx").then((module) => module.ModelMap),
  { find: () => document.querySelector("#model [role=region]") },
);
