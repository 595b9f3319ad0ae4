import { data } from "react-router";
import { answerOffline } from "#app/lib/client-action.ts";
import { requestSession } from "#features/account/index.server.ts";
import { MODEL_STATE_PARAM, readModelState, TRASHED_PARAM } from "#features/catalog/index.ts";
import { listOwnerModels, listTrash, trashIntents } from "#features/catalog/index.server.ts";
import { countHeldComments } from "#features/comments/index.server.ts";
import { ModelList } from "#features/model-page/index.ts";
import { getDatabase } from "../lib/db.server.ts";
import { NOT_FOUND_META, siteFromMatches } from "../lib/meta.ts";
import { pageAction } from "../lib/page-action.server.ts";
import { pageTitle } from "../site.ts";
import { PageNotFound } from "#app/page-not-found.tsx";
import type { Route } from "./+types/model-list";

/** The owner's page only: anyone else gets the 404 page, as on /Moderacja. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const session = await requestSession(context, request);
  if (!session?.admin) return data({ missing: true } as const, { status: 404 });
  const db = getDatabase(context);
  // An unknown `?stan=` lists every model, as the filter's "Wszystkie" does.
  const state = readModelState(url.searchParams.get(MODEL_STATE_PARAM));
  const [list, held, trash] = await Promise.all([listOwnerModels(db, { state }), countHeldComments(db), listTrash(db)]);
  const deleted = trash.find((model) => String(model.id) === url.searchParams.get(TRASHED_PARAM));
  return { missing: false, list, held, trash, deleted } as const;
}

export const action = pageAction(trashIntents);

export const clientAction = answerOffline<typeof action>;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (loaderData.missing) return NOT_FOUND_META;
  return [{ title: pageTitle("Modele", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

export default function ModelListRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.missing) return <PageNotFound />;
  const { list, held, trash, deleted } = loaderData;
  return <ModelList list={list} held={held} trash={trash} deleted={deleted} answer={actionData} />;
}
