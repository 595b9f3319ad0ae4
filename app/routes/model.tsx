import { Fragment } from "react";
import { data } from "react-router";
import { imageUrl, modelHref } from "#features/catalog/index.ts";
import { getModelByPath } from "#features/catalog/index.server.ts";
import { Comments } from "#features/comments/index.ts";
import { requestSession } from "#features/account/index.server.ts";
import { loadComments } from "#features/comments/index.server.ts";
import { Gallery } from "#features/gallery/index.ts";
import { ModelMap } from "#features/map/index.ts";
import {
  HistoryArticle,
  LighthouseData,
  ModelFacts,
  ModelHeader,
  ModelStructuredData,
} from "#features/model-page/index.ts";
import { useSetting } from "#features/settings/index.ts";
import { getDatabase } from "../lib/db.server.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import { defaultSite, pageTitle } from "../site.ts";
import { Section } from "../ui/section/section.tsx";
import type { Route } from "./+types/model";

/** The skyscrapers page keeps its bare name as the title, as on the original site. */
const TITLE_WITHOUT_SITE_NAME = new Set(["Wiezowce"]);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url` is React Router's normalised URL: request.url keeps the `.data` suffix of client navigations.
  const model = getModelByPath(url.pathname);
  if (!model) throw data(null, { status: 404 });
  const comments = await loadComments(getDatabase(context), model.component, requestSession(context, request));
  return { model, origin: url.origin, comments };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  const { model, origin } = loaderData;
  const title = TITLE_WITHOUT_SITE_NAME.has(model.component) ? model.name : pageTitle(model.name, site);
  const image = model.cover ?? model.card;
  return [
    { title },
    { name: "description", content: model.description },
    { property: "og:title", content: model.name },
    { property: "og:description", content: model.description },
    { property: "og:type", content: "article" },
    { property: "og:locale", content: "pl_PL" },
    { property: "og:site_name", content: site.name },
    { property: "og:url", content: new URL(modelHref(model.path), origin).href },
    // Open Graph readers want absolute image addresses.
    ...(image ? [{ property: "og:image", content: new URL(imageUrl(image), origin).href }] : []),
    { tagName: "link", rel: "canonical", href: new URL(modelHref(model.path), origin).href },
  ];
}

export default function ModelRoute({ loaderData }: Route.ComponentProps) {
  const { model, origin } = loaderData;
  const site = useRootData()?.site ?? defaultSite;
  const [sectionsOpen] = useSetting("sections");
  return (
    // Keyed by model: moving between two model pages starts every section and the gallery afresh.
    <Fragment key={model.component}>
      <ModelStructuredData model={model} origin={origin} author={site.author} />
      <ModelHeader model={model} />
      <Section title="Model" id="model" defaultOpen={sectionsOpen}>
        {model.position ? <ModelMap name={model.name} position={model.position} address={model.address} /> : null}
        <ModelFacts model={model} />
      </Section>
      <Gallery model={model} defaultOpen={sectionsOpen} />
      <Comments {...loaderData.comments} defaultOpen={sectionsOpen} />
      <Section
        title={model.component === "Bedzin" ? "Architektura" : "Historia"}
        id="historia"
        defaultOpen={sectionsOpen}
      >
        <HistoryArticle model={model} article={model.history} />
      </Section>
      {model.technicalData ? (
        <Section title="Dane techniczne" id="dane-techniczne" defaultOpen={sectionsOpen}>
          <LighthouseData technicalData={model.technicalData} lightPhases={model.lightPhases} />
        </Section>
      ) : null}
    </Fragment>
  );
}
