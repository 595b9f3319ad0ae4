import { createContext, useContext } from "react";

const NonceContext = createContext("");

// Empty in the browser: only the server-rendered document needs the nonce.
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
