import type { ComponentType } from "react";
import { createRoutesStub, type ActionFunction, type LoaderFunction } from "react-router";

export interface PageStubOptions {
  Component: ComponentType;
  /** The page's loader, reading what the server would (in tests and stories: a fake API's current state). */
  loader?: LoaderFunction;
  /** The page's action (in tests and stories: a fake answering the page's forms as the server would). */
  action?: ActionFunction;
  path?: string;
}

/** A form post's text fields, as a fake page action reads them. */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** The route id of the stubbed page, for `useRouteLoaderData` and `hydrationData`. */
export const PAGE_ROUTE_ID = "page";

/**
 * A memory router shaped like the site: one page with its loader and action, so fetchers revalidate the page's loader
 * after a form's answer as they do on the site. Reads of `/api/*` are plain `fetch`es, which a test fakes.
 */
export function createPageStub({ Component, loader, action, path = "*" }: PageStubOptions) {
  return createRoutesStub([{ id: PAGE_ROUTE_ID, path, Component, loader, action, HydrateFallback: () => null }]);
}
