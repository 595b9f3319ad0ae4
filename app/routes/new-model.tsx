import { data, redirect } from "react-router";
import { requestSession, requireAdmin } from "#features/account/index.server.ts";
import { modelHref } from "#features/catalog/index.ts";
import { createModel, logged } from "#features/catalog/index.server.ts";
import { NewModelForm } from "#features/model-page/index.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { accepted } from "#app/lib/domain-refusal.server.ts";
import { NOT_FOUND_META, siteFromMatches } from "#app/lib/meta.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { RESERVED_PATHS } from "#app/model-writes.server.ts";
import { PageNotFound } from "#app/page-not-found.tsx";
import { pageTitle } from "#app/site.ts";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import type { Route } from "./+types/new-model";

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requestSession(context, request);
  if (!session?.admin) return data({ missing: true } as const, { status: 404 });
  return { missing: false } as const;
}

export const action = pageAction({
  "model-create": async (form) => {
    const { login } = await requireAdmin(form);
    const { path, name, category = "" } = form.fields;
    const made = await createModel(form.db, { path, name, category }, RESERVED_PATHS);
    const created = accepted(await logged(form.db, login, "nowy model", made));
    throw redirect(modelHref(created.model.path));
  },
});

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
