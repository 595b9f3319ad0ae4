import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { HistoryArticleProps } from "./history-article.tsx";
import type { LighthouseDataProps } from "./lighthouse-data.tsx";

// Text to read at the foot of the page: rendered by the server, its code fetched only when the person acts in it.

/** The Historia article as the page shows it; the route's section around it carries the id `historia`. */
export const HistoryArticle = hydrateOnDemand<HistoryArticleProps>(
  () => import("./history-article.tsx").then((module) => module.HistoryArticle),
  { find: () => document.getElementById("historia") },
);

/** The lighthouse data as the page shows it; the route's section around it carries the id `dane-techniczne`. */
export const LighthouseData = hydrateOnDemand<LighthouseDataProps>(
  () => import("./lighthouse-data.tsx").then((module) => module.LighthouseData),
  { find: () => document.getElementById("dane-techniczne") },
);
