import { AboutPage } from "#features/articles/index.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { InfoBox } from "#features/info-box/index.ts";
import { loadCatalogOrEmpty } from "#features/catalog/index.server.ts";
import { loadInfo, TEXT_FORM_BYTES, textIntents } from "#features/info-box/index.server.ts";
import { getDatabase } from "../lib/db.server.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import { defaultSite, pageTitle } from "../site.ts";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const [text, catalog] = await Promise.all([loadInfo(db, "about"), loadCatalogOrEmpty(db)]);
  return { text, modelCount: catalog.models.length };
}

export const action = pageAction({ "about-save": textIntents["about-save"] }, { maxBytes: TEXT_FORM_BYTES });

export const clientAction = answerOffline<typeof action>;

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

export default function AboutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const site = root?.site ?? defaultSite;
  return (
    <AboutPage author={site.author} email={site.email} siteName={site.name} modelCount={loaderData.modelCount}>
      <InfoBox
        info={loaderData.text}
        admin={root?.user?.admin ?? false}
        text="about"
        id="tekst"
        label="Tekst strony O autorze"
        fieldLabel="Tekst strony O autorze (Markdown)"
        emptyNote="Tekst strony jest pusty: goście widzą tylko wstęp i kontakt."
        plain
        answer={actionData}
      />
    </AboutPage>
  );
}
