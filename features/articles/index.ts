/** The technical how-to articles and the About page: their pages, the lookup by path and the articles bar's links. */
import { ARTICLES } from "./model.ts";

export { AboutPage } from "./components/about-page.tsx";
export { ArticlePage } from "./components/article-page.tsx";
export { findArticle } from "./model.ts";

export const ARTICLE_LINKS: readonly { to: string; label: string }[] = ARTICLES.filter(
  (article) => article.section === "Oswietlenie",
).map((article) => ({ to: article.path, label: "oświetlenie" }));
