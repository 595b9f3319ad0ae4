import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { HistoryArticleProps } from "./history-article.tsx";
import type { LighthouseDataProps } from "./lighthouse-data.tsx";

export const HistoryArticle = hydrateOnDemand<HistoryArticleProps>(
  () => import("./history-article.tsx").then((module) => module.HistoryArticle),
  { find: () => document.getElementById("historia") },
);

export const LighthouseData = hydrateOnDemand<LighthouseDataProps>(
  () => import("./lighthouse-data.tsx").then((module) => module.LighthouseData),
  { find: () => document.getElementById("dane-techniczne") },
);
