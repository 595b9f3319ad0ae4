import type { ComponentType } from "react";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ArticleContentProps, ArticleSection } from "../model.ts";

// Every page's layout imports this feature for the articles bar, so each text is its own chunk.
const onDemand = (load: () => Promise<ComponentType<ArticleContentProps>>) =>
  hydrateOnDemand(load, { find: () => document.getElementById(ARTICLE_HEADING_ID)?.closest("article") ?? null });

const CONTENT: Record<ArticleSection, ComponentType<ArticleContentProps>> = {
  Oswietlenie: onDemand(() => import("../content/oswietlenie.tsx").then((module) => module.LightingArticle)),
  Arduino: onDemand(() => import("../content/arduino.tsx").then((module) => module.ArduinoArticle)),
  Roslinnosc: onDemand(() => import("../content/roslinnosc.tsx").then((module) => module.VegetationArticle)),
  Sadzarka: onDemand(() => import("../content/sadzarka.tsx").then((module) => module.GrassApplicatorArticle)),
  Okna: onDemand(() => import("../content/okna.tsx").then((module) => module.WindowsArticle)),
};

export type ArticlePageProps = ArticleContentProps;

export function ArticlePage({ article, calculator }: ArticlePageProps) {
  const Content = CONTENT[article.section];
  return <Content article={article} calculator={calculator} />;
}
