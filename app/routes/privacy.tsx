import { PrivacyPage } from "#features/articles/index.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import { cloudflareContext } from "../lib/context.ts";
import { defaultSite, pageTitle } from "../site.ts";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFromMatches(matches);
  const description = `Jakie dane przechowuje ${site.name}, po co i jak długo oraz jak je pobrać lub usunąć.`;
  return [
    { title: pageTitle("Prywatność", site) },
    { name: "description", content: description },
    { property: "og:title", content: pageTitle("Prywatność", site) },
    { property: "og:description", content: description },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { mailboxProvider: context.get(cloudflareContext).env.MAILBOX_PROVIDER?.trim() || undefined };
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site ?? defaultSite;
  return (
    <PrivacyPage
      siteName={site.name}
      author={site.author}
      email={site.email}
      mailboxProvider={loaderData.mailboxProvider}
    />
  );
}
