/** The technical how-to articles, the About page and the privacy note: their pages, the lookup by path and the articles bar's links. */
import { ARTICLES } from "./model.ts";

export { AboutPage } from "./components/about-page.tsx";
export { ArticlePage } from "./components/article-page.tsx";
export { PrivacyPage } from "./components/privacy-page.tsx";
export { findArticle, PRIVACY_PATH } from "./model.ts";

export const ARTICLE_LINKS: readonly { to: string; label: string }[] = ARTICLES.filter(
  (article) => article.section === "Oswietlenie",
).map((article) => ({ to: article.path, label: "oświetlenie" }));
