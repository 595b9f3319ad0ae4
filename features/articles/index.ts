/** The technical how-to articles and the About page: their catalogue, content, layout and the articles bar's links. */
import { ARTICLES } from "./model.ts";

export { AboutPage, type AboutPageProps } from "./components/about-page.tsx";
export { Figure, FigureGallery, type FigureGalleryProps, type FigureProps } from "./components/article-figure.tsx";
export {
  ARTICLE_HEADING_ID,
  ArticleLayout,
  InProgressBadge,
  TableOfContents,
  type ArticleLayoutProps,
  type TableOfContentsProps,
} from "./components/article-layout.tsx";
export { ArticlePage, type ArticlePageProps } from "./components/article-page.tsx";
export {
  ARDUINO_IDE_URL,
  ARTICLES,
  findArticle,
  type ArticleContentProps,
  type ArticleEntry,
  type ArticleFigure,
  type ArticleSection,
  type TocEntry,
} from "./model.ts";

/** The articles bar shows one link, `oświetlenie` (spec section 2). */
export const ARTICLE_LINKS: readonly { to: string; label: string }[] = ARTICLES.filter(
  (article) => article.section === "Oswietlenie",
).map((article) => ({ to: article.path, label: "oświetlenie" }));
