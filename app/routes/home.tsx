import { siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import { defaultSite } from "../site.ts";
import type { Route } from "./+types/home";

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

export default function HomeRoute() {
  const site = useRootData()?.site ?? defaultSite;
  return (
    <section>
      <h1>{site.name}</h1>
    </section>
  );
}
