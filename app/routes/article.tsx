import { data } from "react-router";
import { ArticlePage, findArticle } from "#features/articles/index.ts";
import { ResistorCalculator } from "#features/calculator/index.ts";
import { Comments } from "#features/comments/index.ts";
import { requestSession } from "#features/account/index.server.ts";
import { commentIntents, loadComments } from "#features/comments/index.server.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { cloudflareContext } from "../lib/context.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/article";

export const action = pageAction(commentIntents);

export const clientAction = answerOffline<typeof action>;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url` is React Router's normalised URL: request.url keeps the `.data` suffix of client navigations.
  const article = findArticle(decodeURIComponent(url.pathname));
  if (!article) throw data(null, { status: 404 });
  const { db, env } = context.get(cloudflareContext);
  const comments = await loadComments(
    db,
    article.section,
    requestSession(context, request),
    env.SESSION_SECRET,
    url.searchParams,
  );
  return { article, comments };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  const title = pageTitle(loaderData.article.title, site);
  return [
    { title },
    { name: "description", content: loaderData.article.summary },
    { property: "og:title", content: title },
    { property: "og:description", content: loaderData.article.summary },
    { property: "og:type", content: "article" },
  ];
}

export default function ArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <>
      <ArticlePage
        article={article}
        calculator={article.section === "Oswietlenie" ? <ResistorCalculator /> : undefined}
      />
      <Comments {...loaderData.comments} answer={actionData} />
    </>
  );
}
