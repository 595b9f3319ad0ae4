import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunction, type LoaderFunction } from "react-router";

export interface PageStubOptions {
  Component: ComponentType;
  /** The page's loader, reading what the server would (in tests and stories: a fake API's current state). */
  loader?: LoaderFunction;
  /** The page's action (in tests and stories: a fake answering the page's forms as the server would). */
  action?: ActionFunction;
  path?: string;
  /** Reads of `/api/*` (default: the faked `fetch` of the same address, apiOverFetch). */
  api?: LoaderFunction;
}

/**
 * The server's JSON API as tests and stories see it: a fetcher's read of `/api/*` becomes the one `fetch` of the same
 * address, which a test fakes, and its JSON is the fetcher's data.
 */
export async function apiOverFetch({ request }: { request: Request }): Promise<unknown> {
  const url = new URL(request.url);
  const response = await fetch(url.pathname + url.search, { headers: { accept: "application/json" } });
  return response.json();
}

/** The route id of the stubbed page, for `useRouteLoaderData` and `hydrationData`. */
export const PAGE_ROUTE_ID = "page";

/**
 * A memory router shaped like the site: one page with its loader and action, and `/api/*` reads. So fetchers
 * revalidate the page's loader after a form's answer as they do on the site.
 */
export function createPageStub({ Component, loader, action, path = "*", api }: PageStubOptions) {
  return createRoutesStub([
    { path: "/api/*", loader: api ?? apiOverFetch },
    { id: PAGE_ROUTE_ID, path, Component, loader, action, HydrateFallback: () => null },
  ]);
}
