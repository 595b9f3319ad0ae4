import { defaultSite, type SiteConfig } from "../site.ts";

/** The site config from the root loader's data inside a route's `meta` matches. */
export function siteFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteConfig {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  return root?.site ?? defaultSite;
}
