import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ModelStructuredDataProps } from "./model-structured-data.tsx";

export const ModelStructuredData = hydrateOnDemand<ModelStructuredDataProps>(
  () => import("./model-structured-data.tsx").then((module) => module.ModelStructuredData),
  { find: () => document.querySelector('script[type="application/ld+json"]') },
);
