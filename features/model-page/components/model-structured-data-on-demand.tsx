import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ModelStructuredDataProps } from "./model-structured-data.tsx";

/**
 * The search engines' description of the model: the server's script stays as it is, so a visitor's page never needs
 * its code; a client navigation to another model renders it once its code has come.
 */
export const ModelStructuredData = hydrateOnDemand<ModelStructuredDataProps>(
  () => import("./model-structured-data.tsx").then((module) => module.ModelStructuredData),
  { find: () => document.querySelector('script[type="application/ld+json"]') },
);
