import { useRouteLoaderData } from "react-router";
import { createPageStub, PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { Comments, type CommentsProps } from "../components/comments.tsx";
import type { CommentsInitial } from "../model.ts";
import type { FakeCommentsApi } from "./fixtures.ts";

/** The block as a page renders it: from the page's loader data once the loader has run again. */
export function CommentsFromLoader(props: CommentsProps) {
  const data = useRouteLoaderData(PAGE_ROUTE_ID) as { initial?: CommentsInitial } | undefined;
  return <Comments {...props} initial={props.initial ? (data?.initial ?? props.initial) : undefined} />;
}

/**
 * The comments block on a page of its own: rendered from `initial` at once, and after each change from the page's
 * loader over the fake API, as the site's model and article pages do.
 */
export function CommentsPage({ api, ...props }: CommentsProps & { api?: FakeCommentsApi }) {
  const Stub = createPageStub({
    Component: () => <CommentsFromLoader {...props} />,
    loader: api?.pageLoader,
    action: api?.pageAction,
  });
  return (
    <Stub initialEntries={["/Hel"]} hydrationData={{ loaderData: { [PAGE_ROUTE_ID]: { initial: props.initial } } }} />
  );
}
