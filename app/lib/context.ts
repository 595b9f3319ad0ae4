import { createContext } from "react-router";
import type { DrizzleD1Database } from "drizzle-orm/d1";

export type Database = DrizzleD1Database;

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
  nonce: string;
  /**
   * Set when the page is rendered for the shared cache: which of its copies, as a number in [0, 1) that stands in
   * for what the page would otherwise draw at random.
   */
  sharedDraw?: number;
}

export const cloudflareContext = createContext<CloudflareContext>();
