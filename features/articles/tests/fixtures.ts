import type { AboutPageProps } from "../components/about-page.tsx";
import { ARTICLES, type ArticleEntry, type ArticleSection } from "../model.ts";

/** The catalogue entry of one article. */
export function articleFor(section: ArticleSection): ArticleEntry {
  const article = ARTICLES.find((entry) => entry.section === section);
  if (!article) throw new Error(`No article ${section}`);
  return article;
}

/** The About page's props as the site config gives them. */
export function buildAboutProps(overrides: Partial<AboutPageProps> = {}): AboutPageProps {
  return {
    author: "Paweł Kowalski",
    email: "kontakt@kartonowe-budowle.pl",
    siteName: "Kartonowe budowle",
    modelCount: 39,
    ...overrides,
  };
}
