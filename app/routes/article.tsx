import { data } from "react-router";
import { findArticle } from "../../features/articles/index.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/article";

export function loader({ request }: Route.LoaderArgs) {
  const article = findArticle(decodeURIComponent(new URL(request.url).pathname));
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  return [
    { title: pageTitle(loaderData.article.title, site) },
    { name: "description", content: loaderData.article.summary },
  ];
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article>
      <h1 id="naglowek-artykulu">{article.title}</h1>
      <p>{article.summary}</p>
    </article>
  );
}
