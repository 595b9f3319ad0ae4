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

/**
 * What a successful write changed, said by the code that made it. A write that says nothing changed every page: a new
 * kind of write is never served stale by mistake, only less cached.
 */
export class PageChanges {
  #scopes: Set<string> | undefined;

  /** One page changed: its thread, its likes, its own text. */
  page(path: string): this {
    return this.#add(pageScope(path));
  }

  /** Nothing a shared page shows: a sign-in, a password, a session. */
  nothing(): this {
    this.#scopes ??= new Set();
    return this;
  }

  /** The scopes to move: everything when nothing was said. */
  get scopes(): readonly string[] {
    return this.#scopes ? [...this.#scopes] : EVERYTHING;
  }

  #add(scope: string): this {
    (this.#scopes ??= new Set()).add(scope);
    return this;
  }
}
