import { createContext } from "react-router";

/** What the Worker hands every loader and action: its bindings, the execution context and the CSP nonce. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** The per-request nonce that the Content-Security-Policy allows for inline scripts. */
  nonce: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
