export interface SiteConfig {
  name: string;
  author: string;
  email: string;
}

export const defaultSite: SiteConfig = {
  name: "Kartonowe budowle",
  author: "Paweł Kowalski",
  email: "kontakt@kartonowe-budowle.pl",
};

export const SITE_SINCE = 2023;

type SiteEnv = Partial<Record<"SITE_NAME" | "AUTHOR_NAME" | "CONTACT_EMAIL", string>>;

// `||`, not `??`: an empty variable falls back to the default too.
export function siteFromEnv(env: SiteEnv): SiteConfig {
  return {
    name: env.SITE_NAME?.trim() || defaultSite.name,
    author: env.AUTHOR_NAME?.trim() || defaultSite.author,
    email: env.CONTACT_EMAIL?.trim() || defaultSite.email,
  };
}

export function pageTitle(page: string, site: Pick<SiteConfig, "name">): string {
  return `${page} | ${site.name}`;
}
