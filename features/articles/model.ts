/** A technical how-to article: its comments section, path and title. */
export interface ArticleEntry {
  section: "Oswietlenie" | "Roslinnosc" | "Sadzarka" | "Okna" | "Arduino";
  path: string;
  title: string;
  /** Shown as the page's meta description. */
  summary: string;
}

/** The five technical articles (spec section 2). */
export const ARTICLES: readonly ArticleEntry[] = [
  {
    section: "Oswietlenie",
    path: "/Oswietlenie",
    title: "Oświetlenie modeli",
    summary: "Diody LED w modelach kartonowych: rodzaje diod, dobór rezystora, zasilanie i regulacja jasności.",
  },
  {
    section: "Roslinnosc",
    path: "/Roslinnosc",
    title: "Roślinność",
    summary: "Drzewa, krzewy i trawa na podstawce modelu kartonowego.",
  },
  {
    section: "Sadzarka",
    path: "/Sadzarka",
    title: "Sadzarka do trawy",
    summary: "Elektrostatyczna sadzarka do trawy: jak działa i jak ją zbudować.",
  },
  {
    section: "Okna",
    path: "/Okna",
    title: "Okna",
    summary: "Przeszklenia i ramy okienne w modelach budowli.",
  },
  {
    section: "Arduino",
    path: "/Arduino",
    title: "Arduino w modelach",
    summary: "Płytki Arduino w modelarstwie: UNO, NANO, MICRO, MEGA i ATtiny85, pierwszy program sterujący światłem.",
  },
];

/** The article at a path, letter case ignored. */
export function findArticle(pathname: string): ArticleEntry | undefined {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase();
  return ARTICLES.find((article) => article.path.toLowerCase() === wanted);
}
