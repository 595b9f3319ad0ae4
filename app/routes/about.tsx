import { AboutPage } from "#features/articles/index.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import { defaultSite, pageTitle } from "../site.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  const description = `${site.author} o sobie i swoich modelach z kartonu: co buduje od 1998 roku, jak i czym; kontakt.`;
  return [
    { title: pageTitle("O autorze", site) },
    { name: "description", content: description },
    { property: "og:title", content: pageTitle("O autorze", site) },
    { property: "og:description", content: description },
  ];
}

export default function AboutRoute() {
  const root = useRootData();
  const site = root?.site ?? defaultSite;
  return <AboutPage author={site.author} email={site.email} siteName={site.name} modelCount={root?.models.length} />;
}
