import type { Decorator } from "@storybook/react-vite";
import { createRoutesStub } from "react-router";

/** Story parameters for the router stub: the path the story renders at. */
export interface RouterParameters {
  path?: string;
  initialEntry?: string;
}

/** Renders every story inside a memory router, so links and navigation hooks work without the app. */
export const withRouter: Decorator = (Story, { parameters }) => {
  const router = (parameters.router ?? {}) as RouterParameters;
  const Stub = createRoutesStub([
    { path: router.path ?? "*", Component: () => <Story />, HydrateFallback: () => null },
  ]);
  return <Stub initialEntries={[router.initialEntry ?? "/"]} />;
};
