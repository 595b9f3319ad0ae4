import { defaultSite, type SiteConfig } from "../site.ts";

export function siteFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteConfig {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  return root?.site ?? defaultSite;
}

export const NOT_FOUND_META = [{ title: "Not Found" }, { name: "robots", content: "noindex" }];
