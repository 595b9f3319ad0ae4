import { data } from "react-router";
import { imageUrl } from "../../features/catalog/index.ts";
import { getModelByPath } from "../../features/catalog/index.server.ts";
import { Gallery } from "../../features/gallery/index.ts";
import { ModelMap } from "../../features/map/index.ts";
import { HistoryArticle, LighthouseData, ModelFacts, ModelHeader } from "../../features/model-page/index.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import { Section } from "../ui/section/section.tsx";
import type { Route } from "./+types/model";

/** The skyscrapers page keeps its bare name as the title, as on the original site. */
const TITLE_WITHOUT_SITE_NAME = new Set(["Wiezowce"]);

export function loader({ request }: Route.LoaderArgs) {
  const model = getModelByPath(new URL(request.url).pathname);
  if (!model) throw data(null, { status: 404 });
  return { model };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  const { model } = loaderData;
  const title = TITLE_WITHOUT_SITE_NAME.has(model.component) ? model.name : pageTitle(model.name, site);
  const image = model.cover ?? model.card;
  return [
    { title },
    { name: "description", content: model.description },
    { property: "og:title", content: model.name },
    { property: "og:description", content: model.description },
    { property: "og:type", content: "article" },
    ...(image ? [{ property: "og:image", content: imageUrl(image) }] : []),
  ];
}

export default function ModelRoute({ loaderData }: Route.ComponentProps) {
  const { model } = loaderData;
  return (
    <>
      <ModelHeader model={model} />
      <Section title="Model" id="model">
        {model.position ? <ModelMap name={model.name} position={model.position} address={model.address} /> : null}
        <ModelFacts model={model} />
      </Section>
      <Gallery model={model} />
      <Section title={model.component === "Bedzin" ? "Architektura" : "Historia"} id="historia">
        <HistoryArticle model={model} article={model.history} />
      </Section>
      {model.technicalData ? (
        <Section title="Dane techniczne" id="dane-techniczne">
          <LighthouseData technicalData={model.technicalData} lightPhases={model.lightPhases} />
        </Section>
      ) : null}
    </>
  );
}
