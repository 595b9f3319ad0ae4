import type { Database } from "#app/lib/db.server.ts";
import { ARTICLES } from "#features/articles/index.server.ts";
import { loadCatalog, type Catalog } from "#features/catalog/index.server.ts";

export interface SectionPage {
  path: string;
  title: string;
}

/** Pages with a thread: published models and articles; a draft's name must not leak before it is published. */
export class CommentSections {
  private readonly pages: ReadonlyMap<string, SectionPage>;
  private readonly atPaths: ReadonlyMap<string, string>;

  constructor(catalog: Catalog) {
    this.pages = new Map([
      ...catalog.models.map((model) => [model.component, { path: model.path, title: model.name }] as const),
      ...ARTICLES.map((article) => [article.section, { path: article.path, title: article.title }] as const),
    ]);
    this.atPaths = new Map([...this.pages].map(([section, page]) => [page.path.toLowerCase(), section]));
  }

  /** `.data` ends the path of a fetcher's post. */
  atPath(pathname: string): string | undefined {
    try {
      const path = decodeURIComponent(pathname.replace(/\.data$/, "")).replace(/\/+$/, "");
      return this.atPaths.get(path.toLowerCase());
    } catch {
      return undefined;
    }
  }

  has(section: string): boolean {
    return this.pages.has(section);
  }

  /** The page a section's thread is on; a section no longer in the catalogue keeps a readable stand-in. */
  page(section: string): SectionPage {
    return this.pages.get(section) ?? { path: `/${section}`, title: section };
  }

  /** A comment's permalink as a link (paths keep the spec's spaces and diacritics, as modelHref encodes them). */
  commentPath(section: string, id: number): string {
    return `${encodeURI(this.page(section).path)}#komentarz-${id}`;
  }
}

const built = new WeakMap<Catalog, CommentSections>();

export async function commentSections(db: Database): Promise<CommentSections> {
  const catalog = await loadCatalog(db);
  let sections = built.get(catalog);
  if (!sections) {
    sections = new CommentSections(catalog);
    built.set(catalog, sections);
  }
  return sections;
}
