import { ForgotPasswordPage } from "#features/account/index.ts";
import { resetIntents } from "#features/account/index.server.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle("Nie pamiętam hasła", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

export const action = pageAction(resetIntents);

export const clientAction = answerOffline<typeof action>;

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage answer={actionData} />;
}
