import { useRouteLoaderData } from "react-router";
import { PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { AccountPanel, type AccountPanelProps } from "../components/account-panel.tsx";
import type { AccountUser } from "../model.ts";

/** The panel as the layout renders it: `user` from the loader (the root loader on the site) once it has run. */
export function AccountPanelFromLoader(props: AccountPanelProps) {
  const data = useRouteLoaderData(PAGE_ROUTE_ID) as { user?: AccountUser | null } | undefined;
  return <AccountPanel {...props} user={data?.user === undefined ? props.user : data.user} />;
}
