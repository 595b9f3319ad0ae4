import { ARTICLES } from "#features/articles/index.server.ts";
import { models } from "#features/catalog/index.server.ts";

export interface SectionPage {
  path: string;
  title: string;
}

const PAGES: ReadonlyMap<string, SectionPage> = new Map([
  ...models.map((model) => [model.component, { path: model.path, title: model.name }] as const),
  ...ARTICLES.map((article) => [article.section, { path: article.path, title: article.title }] as const),
]);

const SECTION_AT_PATH: ReadonlyMap<string, string> = new Map(
  [...PAGES].map(([section, page]) => [page.path.toLowerCase(), section]),
);

/** `.data` ends the path of a fetcher's post. */
export function sectionAtPath(pathname: string): string | undefined {
  try {
    const path = decodeURIComponent(pathname.replace(/\.data$/, "")).replace(/\/+$/, "");
    return SECTION_AT_PATH.get(path.toLowerCase());
  } catch {
    return undefined;
  }
}

export function isCommentSection(section: string): boolean {
  return PAGES.has(section);
}

/** The page a section's thread is on; a section no longer in the catalogue keeps a readable stand-in. */
export function sectionPage(section: string): SectionPage {
  return PAGES.get(section) ?? { path: `/${section}`, title: section };
}

/** A comment's permalink as a link (paths keep the spec's spaces and diacritics, as modelHref encodes them). */
export function commentPath(section: string, id: number): string {
  return `${encodeURI(sectionPage(section).path)}#komentarz-${id}`;
}
