import { siteFromMatches } from "../lib/meta.ts";
import { pageTitle } from "../site.ts";
import { useRootData } from "../root.tsx";
import { defaultSite } from "../site.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  return [{ title: pageTitle("O autorze", site) }, { name: "description", content: `O autorze strony ${site.name}.` }];
}

export default function AboutRoute() {
  const site = useRootData()?.site ?? defaultSite;
  return (
    <article>
      <h1 id="naglowek-artykulu">O autorze</h1>
      <p>
        Nazywam się {site.author}. Modele kartonowe sklejam mniej więcej od 1998 roku. Kontakt:{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </article>
  );
}
