import { data } from "react-router";
import { requestSession } from "#features/account/index.server.ts";
import { NewModelForm } from "#features/model-page/index.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { NOT_FOUND_META, siteFromMatches } from "../lib/meta.ts";
import { pageAction } from "../lib/page-action.server.ts";
import { pageTitle } from "../site.ts";
import { ARTICLE_HEADING_ID } from "../ui/article-heading.ts";
import { MODEL_INTENTS } from "#app/model-writes.server.ts";
import { PageNotFound } from "#app/page-not-found.tsx";
import type { Route } from "./+types/new-model";

/** The owner's page only: anyone else gets the 404 page, as on /Moderacja. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requestSession(context, request);
  if (!session?.admin) return data({ missing: true } as const, { status: 404 });
  return { missing: false } as const;
}

export const action = pageAction({ "model-create": MODEL_INTENTS["model-create"] });

export const clientAction = answerOffline<typeof action>;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (loaderData.missing) return NOT_FOUND_META;
  return [{ title: pageTitle("Nowy model", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

export default function NewModelRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.missing) return <PageNotFound />;
  return (
    <article>
      <h1 id={ARTICLE_HEADING_ID}>Nowy model</h1>
      <p>Model powstaje jako szkic: zobaczysz go tylko Ty, dopóki go nie opublikujesz.</p>
      <NewModelForm actionData={actionData} />
    </article>
  );
}
