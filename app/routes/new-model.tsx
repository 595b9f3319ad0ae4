import { data } from "react-router";
import { requestSession } from "#features/account/index.server.ts";
import { NewModelForm } from "#features/model-page/index.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageAction } from "../lib/page-action.server.ts";
import { pageTitle } from "../site.ts";
import { ARTICLE_HEADING_ID } from "../ui/article-heading.ts";
import { MODEL_INTENTS } from "./models.server.ts";
import type { Route } from "./+types/new-model";

/** The owner's page only: anyone else gets the 404 page, as on /Moderacja. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requestSession(context, request);
  if (!session?.admin) throw data(null, { status: 404 });
  return null;
}

export const action = pageAction({ "model-create": MODEL_INTENTS["model-create"] });

export const clientAction = answerOffline<typeof action>;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle("Nowy model", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

export default function NewModelRoute({ actionData }: Route.ComponentProps) {
  return (
    <article>
      <h1 id={ARTICLE_HEADING_ID}>Nowy model</h1>
      <p>Model powstaje jako szkic: zobaczysz go tylko Ty, dopóki go nie opublikujesz.</p>
      <NewModelForm actionData={actionData} />
    </article>
  );
}
