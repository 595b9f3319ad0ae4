import { createContext, use } from "react";
import type { RouterContext, RouterContextProvider } from "react-router";

const RequestValuesContext = createContext<Readonly<RouterContextProvider> | null>(null);

/** The server's entry gives its render what the request's loaders set aside for it; absent in the browser. */
export const RequestValuesProvider = RequestValuesContext.Provider;

/**
 * What a loader of this request set aside under `key` for the server's render (data a part draws that need not
 * travel to the browser with the page), or undefined in the browser, where the part fetches what it needs itself.
 */
export function useRequestValue<T>(key: RouterContext<T>): T | undefined {
  return use(RequestValuesContext)?.get(key);
}
