// What a write changed, for the page cache (docs/decisions/032): without imports, so any module may name it.
/** Every page: the layout's strip, banner and menus, and whatever a write did not say it changed. */
export const SITE_SCOPE = "site";

export const EVERYTHING: readonly string[] = [SITE_SCOPE];

/** A page's own scope, keyed as the router matches it (case folded, slash runs and a trailing slash ignored). */
export function pageScope(pathname: string): string {
  const path = decodeURIComponent(pathname.replace(/\.data$/, ""))
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  return `page:${path.toLowerCase()}`;
}

/** What a write changed, said by its code; saying nothing means every page, so a new write is never served stale. */
export class PageChanges {
  #scopes: Set<string> | undefined;

  page(path: string): this {
    return this.#add(pageScope(path));
  }

  /** Nothing a shared page shows: a sign-in, a password, a session. */
  nothing(): this {
    this.#scopes ??= new Set();
    return this;
  }

  get scopes(): readonly string[] {
    return this.#scopes ? [...this.#scopes] : EVERYTHING;
  }

  #add(scope: string): this {
    (this.#scopes ??= new Set()).add(scope);
    return this;
  }
}
