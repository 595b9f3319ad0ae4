import type { ReactNode } from "react";

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

/** The comments section name of an article (spec API: sections are page names). */
export type ArticleSection = ArticleEntry["section"];

/** An illustration in an article: shown inline and, on click, in the photo viewer with its title as caption. */
export interface ArticleFigure {
  /** The image file's URL. */
  src: string;
  /** The caption under the figure and in the viewer. */
  title: string;
  /** What the image shows, for readers who cannot see it. */
  alt: string;
  width: number;
  height: number;
}

/** One entry of an article's table of contents: the id of a section heading and its label. */
export interface TocEntry {
  id: string;
  label: string;
}

/** The Arduino IDE download page, linked from the lighting and Arduino articles. */
export const ARDUINO_IDE_URL = "https://www.arduino.cc/en/software";

/** What every article's content component receives. */
export interface ArticleContentProps {
  article: ArticleEntry;
  /** The resistor calculator, passed in by the route: the lighting article embeds it. */
  calculator?: ReactNode;
}

/** `model`, `modele` or `modeli` after a number (Polish plural: 1, 2-4 and 22-24…, the rest). */
export function modelsNoun(count: number): string {
  if (count === 1) return "model";
  const lastTwo = count % 100;
  const last = count % 10;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "modele";
  return "modeli";
}
