import { createContext } from "react-router";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { PageChanges } from "./page-cache.server.ts";

export type Database = DrizzleD1Database;

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
  nonce: string;
  /** For a page rendered for the shared cache: its copy, a number in [0, 1) standing in for a random draw. */
  sharedDraw?: number;
  /** What this request's write changed, for the page cache: every page unless its handler says less. */
  changes: PageChanges;
}

export const cloudflareContext = createContext<CloudflareContext>();
