import { useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { loadCatalogOrEmpty, loadImageIndex } from "#features/catalog/index.server.ts";
import { RandomGallery } from "#features/random-gallery/index.ts";
import { cloudflareContext } from "../lib/context.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import { ARTICLE_HEADING_ID } from "../ui/article-heading.ts";
import type { Route } from "./+types/random-gallery";

export async function loader({ context }: Route.LoaderArgs) {
  // Drawn on the server and sent with the data, so hydration renders the same order.
  const seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
  const { db, env } = context.get(cloudflareContext);
  const [catalog, images] = await Promise.all([loadCatalogOrEmpty(db), loadImageIndex(env.IMAGES)]);
  return { photos: catalog.randomPicks(seed, images) };
}

/** Only an explicit new draw reshuffles: a form submitted elsewhere on the page (signing in) keeps the photos. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  return [
    { title: pageTitle("Galerie", site) },
    { name: "description", content: "Losowe zdjęcia z galerii wszystkich modeli." },
  ];
}

export default function RandomGalleryRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <article>
      <h1 id={ARTICLE_HEADING_ID}>Galerie</h1>
      <RandomGallery
        photos={loaderData.photos}
        onShuffle={() => void revalidator.revalidate()}
        shuffling={revalidator.state === "loading"}
      />
    </article>
  );
}
