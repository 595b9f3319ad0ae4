import { createContext } from "react-router";
import type { DrizzleD1Database } from "drizzle-orm/d1";

/** Queries use the query builder over each feature's tables; no relational schema, so no module reads every feature. */
export type Database = DrizzleD1Database;

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
  nonce: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
