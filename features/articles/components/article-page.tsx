import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ArticleContentProps, ArticleSection } from "../model.ts";

type Content = LazyExoticComponent<ComponentType<ArticleContentProps>>;

// Every page's layout imports this feature for the articles bar, so each text loads with its own page. No Suspense:
// the server waits for the text, and a client navigation keeps the previous page until it arrives.
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
