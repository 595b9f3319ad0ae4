import { ConfirmEmailPage } from "#features/account/index.ts";
import { confirmIntents } from "#features/account/index.server.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/confirm-email";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: pageTitle("Potwierdzenie adresu e-mail", siteFromMatches(matches)) },
    { name: "robots", content: "noindex" },
    // The link's token is in the address: no other site may learn it from a Referer.
    { name: "referrer", content: "no-referrer" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("t") ?? "" };
}

export const action = pageAction(confirmIntents);

export const clientAction = answerOffline<typeof action>;

export default function ConfirmEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmEmailPage token={loaderData.token} answer={actionData} />;
}
