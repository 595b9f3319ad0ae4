/** Who and what the site is: shown in titles, the footer, the About page and the home info text. */
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

/** The first year of the footer's copyright range. */
export const SITE_SINCE = 2023;

type SiteEnv = Partial<Record<"SITE_NAME" | "AUTHOR_NAME" | "CONTACT_EMAIL", string>>;

/** Reads the site's name, author and e-mail from the Worker's variables, falling back to the defaults. */
export function siteFromEnv(env: SiteEnv): SiteConfig {
  return {
    name: env.SITE_NAME?.trim() || defaultSite.name,
    author: env.AUTHOR_NAME?.trim() || defaultSite.author,
    email: env.CONTACT_EMAIL?.trim() || defaultSite.email,
  };
}

/** `<page> | <site>`, the title of every page but the home page and /Wiezowce. */
export function pageTitle(page: string, site: Pick<SiteConfig, "name">): string {
  return `${page} | ${site.name}`;
}
