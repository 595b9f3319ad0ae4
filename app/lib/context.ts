import { createContext } from "react-router";
import type { DrizzleD1Database } from "drizzle-orm/d1";

export type Database = DrizzleD1Database;

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
  nonce: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
