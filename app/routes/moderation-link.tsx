import { ModerationLinkPage } from "#features/comments/index.ts";
import { loadModerationLink, moderationLinkIntents } from "#features/comments/index.server.ts";
import { cloudflareContext } from "../lib/context.ts";
import { getDatabase } from "../lib/db.server.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageAction } from "../lib/page-action.server.ts";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/moderation-link";

/** A mailed link opens this page; only its button (a POST) acts, so a mail scanner's GET changes nothing. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  return loadModerationLink(getDatabase(context), context.get(cloudflareContext).env.SESSION_SECRET, token);
}

/** The link's signature is the right to act (no session), as on its API path. */
export const action = pageAction({ ...moderationLinkIntents });

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle("Moderacja", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

export default function ModerationLinkRoute({ loaderData }: Route.ComponentProps) {
  return <ModerationLinkPage token={loaderData.token} preview={loaderData.preview} />;
}
