import { createContext } from "react-router";
import type { Database } from "./db.server.ts";

/** What the Worker hands every loader and action: its bindings, the request's database and the CSP nonce. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
  nonce: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
