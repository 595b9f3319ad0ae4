/** The technical how-to articles: their catalogue and the links of the articles bar. */
import { ARTICLES } from "./model.ts";

export { ARTICLES, findArticle, type ArticleEntry } from "./model.ts";

/** The articles bar shows one link, `oświetlenie` (spec section 2). */
export const ARTICLE_LINKS: readonly { to: string; label: string }[] = ARTICLES.filter(
  (article) => article.section === "Oswietlenie",
).map((article) => ({ to: article.path, label: "oświetlenie" }));
