import type { Decorator } from "@storybook/react-vite";
import type { ActionFunction, LoaderFunction } from "react-router";
import { useMemo } from "storybook/preview-api";
import { createPageStub, PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";

/** Story parameters for the router stub. */
export interface RouterParameters {
  /** The path the story renders at. */
  path?: string;
  initialEntry?: string;
  /** The page's loader, run again after a fetcher's submission as on the site. */
  loader?: LoaderFunction;
  /** The page's action (a fake answering the story's forms as the server would). */
  action?: ActionFunction;
  /** What the page renders first, before its loader runs again (default: an empty object). */
  loaderData?: unknown;
}

/**
 * Renders every story inside a memory router shaped like the site. One router per story: a change of scheme renders
 * the story again without remounting it, so what its play function did stays on screen.
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  const router = (parameters.router ?? {}) as RouterParameters;
  const Stub = useMemo(
    () =>
      createPageStub({
        path: router.path,
        Component: () => <Story />,
        loader: router.loader,
        action: router.action,
      }),
    [router.path, router.loader, router.action, Story],
  );
  const hydrationData = router.loader ? { loaderData: { [PAGE_ROUTE_ID]: router.loaderData ?? {} } } : undefined;
  return <Stub initialEntries={[router.initialEntry ?? "/"]} hydrationData={hydrationData} />;
};
