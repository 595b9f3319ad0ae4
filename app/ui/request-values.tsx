import { createContext, use } from "react";
import type { RouterContext, RouterContextProvider } from "react-router";

const RequestValuesContext = createContext<Readonly<RouterContextProvider> | null>(null);

export const RequestValuesProvider = RequestValuesContext.Provider;

/** What a loader set aside under `key` for the server's render; undefined in the browser, where parts fetch theirs. */
export function useRequestValue<T>(key: RouterContext<T>): T | undefined {
  return use(RequestValuesContext)?.get(key);
}
