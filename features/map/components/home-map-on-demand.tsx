import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { HomeMapProps } from "./home-map.tsx";

/** The map's frame waits for its activation button, which the server draws; its code comes with the first act. */
export const HomeMap = hydrateOnDemand<HomeMapProps>(() => import("./home-map.tsx").then((module) => module.HomeMap), {
  find: () => document.querySelector('main [role="region"][aria-label="Mapa modeli"]'),
});
