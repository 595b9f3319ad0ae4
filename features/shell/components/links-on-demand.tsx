import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ArticlesBarProps } from "./articles-bar.tsx";
import type { SiteFooterProps } from "./site-footer.tsx";

export const ArticlesBar = hydrateOnDemand<ArticlesBarProps>(
  () => import("./articles-bar.tsx").then((module) => module.ArticlesBar),
  { find: () => document.querySelector('nav[aria-label="Artykuły"]') },
);

export const SiteFooter = hydrateOnDemand<SiteFooterProps>(
  () => import("./site-footer.tsx").then((module) => module.SiteFooter),
  { find: () => document.querySelector("body > footer") },
);
