import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunction, type LoaderFunction } from "react-router";
import { apiFromBrowser } from "#app/lib/api-client.ts";

export interface PageStubOptions {
  Component: ComponentType;
  /** The page's loader, reading what the server would (in tests and stories: a fake API's current state). */
  loader?: LoaderFunction;
  /** The page's action (in tests and stories: a fake answering the page's forms as the server would). */
  action?: ActionFunction;
  path?: string;
  /** Reads of `/api/*` as the site answers them without a clientLoader (a fake API's raw JSON Response). */
  api?: LoaderFunction;
}

/** The route id of the stubbed page, for `useRouteLoaderData` and `hydrationData`. */
export const PAGE_ROUTE_ID = "page";

/**
 * A memory router shaped like the site: one page with its loader, and `/api/*` answered in the browser by the API
 * routes' own `apiFromBrowser`. So fetchers revalidate the page's loader as they do on the site, and `fetch` (a fake
 * API in tests and stories) sees exactly the requests the site sends.
 */
export function createPageStub({ Component, loader, action, path = "*", api }: PageStubOptions) {
  return createRoutesStub([
    { path: "/api/*", loader: api ?? apiFromBrowser, action: apiFromBrowser },
    { id: PAGE_ROUTE_ID, path, Component, loader, action, HydrateFallback: () => null },
  ]);
}
