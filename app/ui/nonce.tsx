import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Provides the request's CSP nonce to the document during server rendering (empty in the browser). */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce for inline scripts rendered by the document. */
export function useNonce(): string {
  return useContext(NonceContext);
}
