import { MODERATION_LINK_TOKEN, ModerationLinkPage } from "#features/comments/index.ts";
import { loadModerationLink, moderationLinkIntents } from "#features/comments/index.server.ts";
import { cloudflareContext } from "../lib/context.ts";
import { getDatabase } from "../lib/db.server.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "../lib/page-action.server.ts";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/moderation-link";

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(MODERATION_LINK_TOKEN) ?? "";
  return loadModerationLink(getDatabase(context), context.get(cloudflareContext).env.SESSION_SECRET, token);
}

/** The address carries a signed token: no request from this page may send it on as a Referer. */
export function headers(): HeadersInit {
  return { "referrer-policy": "no-referrer" };
}

export const action = pageAction(moderationLinkIntents);

export const clientAction = answerOffline<typeof action>;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle("Moderacja", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

export default function ModerationLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ModerationLinkPage token={loaderData.token} preview={loaderData.preview} answer={actionData} />;
}
