import type { ReactNode } from "react";

export interface ArticleEntry {
  section: "Oswietlenie" | "Roslinnosc" | "Sadzarka" | "Okna" | "Arduino";
  path: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD` when the article's text last changed (the sitemap's `lastmod`): move it with each edit. */
  updated: string;
}

export const ABOUT_UPDATED = "2026-11-21";
export const PRIVACY_PATH = "/Prywatnosc";
export const PRIVACY_UPDATED = "2026-12-07";

export const ARTICLES: readonly ArticleEntry[] = [
  {
    section: "Oswietlenie",
    path: "/Oswietlenie",
    title: "Oświetlenie modeli",
    summary: "Diody LED w modelach kartonowych: rodzaje diod, dobór rezystora, zasilanie i regulacja jasności.",
    updated: "2026-11-21",
  },
  {
    section: "Roslinnosc",
    path: "/Roslinnosc",
    title: "Roślinność",
    summary: "Drzewa, krzewy i trawa na podstawce modelu kartonowego.",
    updated: "2026-11-21",
  },
  {
    section: "Sadzarka",
    path: "/Sadzarka",
    title: "Sadzarka do trawy",
    summary: "Elektrostatyczna sadzarka do trawy: jak działa i jak ją zbudować.",
    updated: "2026-11-21",
  },
  {
    section: "Okna",
    path: "/Okna",
    title: "Okna",
    summary: "Przeszklenia i ramy okienne w modelach budowli.",
    updated: "2026-11-21",
  },
  {
    section: "Arduino",
    path: "/Arduino",
    title: "Arduino w modelach",
    summary: "Płytki Arduino w modelarstwie: UNO, NANO, MICRO, MEGA i ATtiny85, pierwszy program sterujący światłem.",
    updated: "2026-11-21",
  },
];

export function findArticle(pathname: string): ArticleEntry | undefined {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase();
  return ARTICLES.find((article) => article.path.toLowerCase() === wanted);
}

export type ArticleSection = ArticleEntry["section"];

export interface ArticleFigure {
  src: string;
  title: string;
  alt: string;
  width: number;
  height: number;
}

export interface TocEntry {
  id: string;
  label: string;
}

export const ARDUINO_IDE_URL = "https://www.arduino.cc/en/software";

export interface ArticleContentProps {
  article: ArticleEntry;
  calculator?: ReactNode;
}
