import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/random-gallery";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  return [
    { title: pageTitle("Galerie", site) },
    { name: "description", content: "Losowe zdjęcia z galerii wszystkich modeli." },
  ];
}

export default function RandomGalleryRoute() {
  return (
    <article>
      <h1 id="naglowek-artykulu">Galerie</h1>
    </article>
  );
}
