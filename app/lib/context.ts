import { createContext } from "react-router";
import type { Database } from "./db.server.ts";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
  nonce: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
