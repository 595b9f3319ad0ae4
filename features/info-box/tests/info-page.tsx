import { useRouteLoaderData } from "react-router";
import { PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { InfoBox, type InfoBoxProps } from "../components/info-box.tsx";
import type { InfoData } from "../model.ts";

/** The box as the home page renders it: from the page's loader data once the loader has run again. */
export function InfoBoxFromLoader(props: InfoBoxProps) {
  const data = useRouteLoaderData(PAGE_ROUTE_ID) as { info?: InfoData } | undefined;
  return <InfoBox {...props} info={data?.info ?? props.info} />;
}
