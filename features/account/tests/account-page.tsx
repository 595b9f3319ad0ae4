import { useActionData, useRouteLoaderData, type ActionFunctionArgs } from "react-router";
import { PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { AccountPage, type AccountPageProps } from "../components/account-page.tsx";
import { AccountPanel, type AccountPanelProps } from "../components/account-panel.tsx";
import type { AccountUser } from "../model.ts";
import { createFakeAccountServer, type FakeAccountServerOptions } from "./fixtures.ts";

function useLoaderUser(fallback: AccountUser | null): AccountUser | null {
  const data = useRouteLoaderData(PAGE_ROUTE_ID) as { user?: AccountUser | null } | undefined;
  return data?.user === undefined ? fallback : data.user;
}

/** The panel as the layout renders it: `user` from the loader (the root loader on the site) once it has run. */
export function AccountPanelFromLoader(props: AccountPanelProps) {
  return <AccountPanel {...props} user={useLoaderUser(props.user)} />;
}

/** /Konto as its route renders it: the user from the loader, the answer of a document POST from `actionData`. */
export function AccountPageFromLoader(props: AccountPageProps) {
  const actionData: unknown = useActionData();
  return <AccountPage {...props} user={useLoaderUser(props.user)} answer={actionData ?? props.answer} />;
}

/**
 * The router and set-up of the account's stories: the loader and action of a fake server made afresh for each story
 * from its `accountServer` parameter (no network in stories).
 */
export function fakeAccountServerStories() {
  let server = createFakeAccountServer();
  return {
    router: { loader: () => server.pageLoader(), action: (args: ActionFunctionArgs) => server.action(args) },
    beforeEach: ({ parameters }: { parameters: { accountServer?: FakeAccountServerOptions } }) => {
      server = createFakeAccountServer(parameters.accountServer);
      localStorage.removeItem("user");
      return () => localStorage.removeItem("user");
    },
  };
}
