import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ArticleContentProps, ArticleSection } from "../model.ts";

type Content = LazyExoticComponent<ComponentType<ArticleContentProps>>;

// Every page's layout imports this feature for the articles bar, so static imports here would put all five texts
// into every page's JavaScript. Each text loads with its own page instead. There is deliberately no Suspense
// boundary: the server waits for the text before sending the page, and a client navigation keeps the previous
// page on screen until the text has arrived.
const CONTENT: Record<ArticleSection, Content> = {
  Oswietlenie: lazy(() => import("../content/oswietlenie.tsx").then((module) => ({ default: module.LightingArticle }))),
  Arduino: lazy(() => import("../content/arduino.tsx").then((module) => ({ default: module.ArduinoArticle }))),
  Roslinnosc: lazy(() => import("../content/roslinnosc.tsx").then((module) => ({ default: module.VegetationArticle }))),
  Sadzarka: lazy(() =>
    import("../content/sadzarka.tsx").then((module) => ({ default: module.GrassApplicatorArticle })),
  ),
  Okna: lazy(() => import("../content/okna.tsx").then((module) => ({ default: module.WindowsArticle }))),
};

export type ArticlePageProps = ArticleContentProps;

export function ArticlePage({ article, calculator }: ArticlePageProps) {
  const Content = CONTENT[article.section];
  return <Content article={article} calculator={calculator} />;
}
