import { drizzle } from "drizzle-orm/d1";
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, type Database } from "./context.ts";
import { readCookie } from "./http.server.ts";

export type { Database };

export function createDatabase(d1: D1Database | D1DatabaseSession): Database {
  // drizzle's D1 driver calls only prepare() and batch(), which a session has too; its type names the binding.
  return drizzle(d1 as D1Database);
}

export const BOOKMARK_COOKIE = "__Host-d1-bookmark";
const BOOKMARK_MAX_AGE_SECONDS = 60 * 60;
const BOOKMARK_PATTERN = /^[0-9a-f-]{8,128}$/i;

export interface RequestDatabase {
  readonly db: Database;
  bookmarkCookie(response: Response): string | null;
}

/** The session opens when a query first needs it: a page from the cache and a photo make none. */
export function openRequestDatabase(d1: D1Database, request: Request): RequestDatabase {
  let session: D1DatabaseSession | undefined;
  let known: string | undefined;
  let db: Database | undefined;
  const open = (): Database => {
    const sent = readCookie(request, BOOKMARK_COOKIE);
    known = sent && BOOKMARK_PATTERN.test(sent) ? sent : undefined;
    try {
      session = d1.withSession(known ?? "first-unconstrained");
    } catch {
      // A broken binding then fails each query, where the API answers 503 (and logs it) and the loaders degrade.
    }
    return createDatabase(session ?? d1);
  };
  return {
    get db() {
      return (db ??= open());
    },
    bookmarkCookie(response) {
      const mutation = !["GET", "HEAD", "OPTIONS"].includes(request.method);
      if (!session || !mutation || response.status >= 400) return null;
      const bookmark = session.getBookmark();
      if (!bookmark || bookmark === known || !BOOKMARK_PATTERN.test(bookmark)) return null;
      return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}`;
    },
  };
}

export function getDatabase(context: Readonly<RouterContextProvider>): Database {
  return context.get(cloudflareContext).db;
}
