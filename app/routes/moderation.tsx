import { data } from "react-router";
import { requestSession } from "#features/account/index.server.ts";
import { ModerationPage } from "#features/comments/index.ts";
import { loadModeration, moderationIntents } from "#features/comments/index.server.ts";
import { cloudflareContext } from "../lib/context.ts";
import { getDatabase } from "../lib/db.server.ts";
import { NOT_FOUND_META, siteFromMatches } from "../lib/meta.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "../lib/page-action.server.ts";
import { pageTitle } from "../site.ts";
import { PageNotFound } from "#app/page-not-found.tsx";
import type { Route } from "./+types/moderation";

/** Decided on the server: anyone but an admin gets the site's 404 page, so the page's existence is not told. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requestSession(context, request);
  const page = await loadModeration(getDatabase(context), session, context.get(cloudflareContext).env);
  if (!page) return data({ missing: true } as const, { status: 404 });
  return page;
}

export const action = pageAction(moderationIntents);

export const clientAction = answerOffline<typeof action>;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if ("missing" in loaderData) return NOT_FOUND_META;
  return [{ title: pageTitle("Moderacja", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

export default function ModerationRoute({ loaderData, actionData }: Route.ComponentProps) {
  if ("missing" in loaderData) return <PageNotFound />;
  return <ModerationPage overview={loaderData.overview} answer={actionData} />;
}
