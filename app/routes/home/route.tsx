import type { ShouldRevalidateFunctionArgs } from "react-router";
import { loadCatalogOrEmpty, loadImageIndex } from "#features/catalog/index.server.ts";
import { INTENT_FIELD } from "#app/lib/client-action.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { loadInfo, TEXT_FORM_BYTES, textIntents } from "#features/info-box/index.server.ts";
import { HOME_PICKS } from "#features/random-gallery/index.ts";
import { loadUpdates, updateIntents } from "#features/updates/index.server.ts";
import { getDatabase } from "#app/lib/db.server.ts";
import { cloudflareContext } from "#app/lib/context.ts";
import { siteFromMatches } from "#app/lib/meta.ts";
import { useRootData } from "#app/root.tsx";
import { defaultSite } from "#app/site.ts";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { HomeMainProps } from "./home-main.tsx";
import type { Route } from "./+types/route";

export async function loader({ context }: Route.LoaderArgs) {
  // Drawn here and sent with the data, so the browser hydrates the very photos the server rendered.
  const seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
  const db = getDatabase(context);
  const [info, updates, catalog, images] = await Promise.all([
    loadInfo(db),
    loadUpdates(db),
    loadCatalogOrEmpty(db),
    loadImageIndex(context.get(cloudflareContext).env.IMAGES),
  ]);
  return {
    info,
    updates,
    models: catalog.models.map(({ component, name }) => ({ component, name })),
    places: catalog.places,
    stats: catalog.galleryStats(),
    photos: catalog.randomPicks(seed, images).slice(0, HOME_PICKS),
  };
}

export const action = pageAction(
  { "info-save": textIntents["info-save"], ...updateIntents },
  { maxBytes: TEXT_FORM_BYTES },
);

export const clientAction = answerOffline<typeof action>;

// Other forms on the page (signing in) change nothing here: the drawn photos stay.
export function shouldRevalidate({ formMethod, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get(INTENT_FIELD);
  const ours = typeof intent === "string" && /^(?:info|update)-/.test(intent);
  return formMethod && !ours ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  return [
    { title: site.name },
    {
      name: "description",
      content:
        "Galerie gotowych modeli kartonowych: zamki, ratusze, latarnie morskie, kościoły, rakiety, samoloty i figurki.",
    },
  ];
}

const HomeMain = hydrateOnDemand<HomeMainProps>(() => import("./home-main.tsx").then((module) => module.HomeMain), {
  find: () => document.getElementById("tresc"),
  eager: (props) => props.admin,
});

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const site = root?.site ?? defaultSite;
  return (
    <>
      <h1 id={ARTICLE_HEADING_ID}>{site.name}</h1>
      <HomeMain {...loaderData} admin={root?.user?.admin ?? false} />
    </>
  );
}
