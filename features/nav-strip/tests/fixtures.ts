import type { ModelSummary } from "#features/catalog/index.ts";

/** A model summary as the root loader sends it; the default is the Będzin castle. */
export function buildModelSummary(overrides: Partial<ModelSummary> = {}): ModelSummary {
  return {
    id: 0,
    component: "Bedzin",
    name: "Zamek w Będzinie",
    path: "/Bedzin",
    card: "cards/Bedzin.webp",
    completionYear: 2019,
    category: "zamki i ratusze",
    lighting: true,
    isNew: false,
    gpm: true,
    free: false,
    ...overrides,
  };
}

function summary(
  id: number,
  component: string,
  name: string,
  completionYear: number,
  category: ModelSummary["category"],
  extra: Partial<ModelSummary> = {},
): ModelSummary {
  return buildModelSummary({
    id,
    component,
    name,
    path: `/${component}`,
    card: `cards/${component}.webp`,
    completionYear,
    category,
    lighting: false,
    gpm: true,
    scale: "1:150",
    ...extra,
    ...((extra.gpm ?? true) ? { publisher: "GPM" } : {}),
  });
}

/**
 * Fourteen models from the catalogue, newest first as the root loader sorts them: every category, one under
 * construction without a card, one new gallery, lit, GPM and free ones, names with Polish letters.
 */
export function buildModels(): ModelSummary[] {
  return [
    summary(38, "StarshipS30", "Rakieta Starship S30", 9999, "kosmos", {
      card: undefined,
      gpm: false,
      free: true,
      scale: "1:100",
    }),
    summary(28, "Wang", "Świątynia Wang", 2024, "kościoły", { lighting: true, gpm: false, isNew: true, scale: "1:72" }),
    summary(31, "SaturnV", "Rakieta Saturn V", 2024, "kosmos", { gpm: false, free: true, scale: "1:100" }),
    summary(0, "Bedzin", "Zamek w Będzinie", 2019, "zamki i ratusze", { lighting: true, scale: "1:160" }),
    summary(35, "Wiezowce", "Wieżowce NY 1909–1933", 2019, "", { gpm: false, scale: "1:1800" }),
    summary(24, "Predator", "Predator", 2017, "figurki", { gpm: false, free: true, scale: "1:7" }),
    summary(1, "Oporow", "Zamek w Oporowie", 2016, "zamki i ratusze", { lighting: true }),
    summary(9, "Hel", "Latarnia morska Hel", 2014, "latarnie morskie", { lighting: true }),
    summary(3, "Curiosity", "Łazik marsjański Curiosity", 2013, "kosmos", { gpm: false, free: true, scale: "1:20" }),
    summary(5, "Darlowo", "Latarnia morska Darłowo", 2011, "latarnie morskie", { lighting: true }),
    summary(22, "Gryfino", "Kościół w Gryfinie", 2011, "kościoły", { gpm: false, publisher: "Modelik" }),
    summary(25, "PhantomF4", "Phantom F-4B", 2009, "samoloty", { scale: "1:33" }),
    summary(14, "KrynicaMorska", "Latarnia morska Krynica Morska", 2004, "latarnie morskie", {
      path: "/Krynica Morska",
    }),
    summary(20, "Swinoujscie", "Latarnia morska Świnoujście", 2004, "latarnie morskie"),
  ];
}

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A drawn stand-in for an R2 card picture (300x400), as an SVG data URL: stories have no Worker serving `/images`. */
export function fixtureCardSrc(key: string): string {
  const base = hue(key);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${base} 60% 70%)"/><stop offset="1" stop-color="hsl(${base} 45% 88%)"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#s)"/>
<path d="M0 320 Q 150 270 300 310 V 400 H 0 Z" fill="hsl(${(base + 100) % 360} 30% 40%)"/>
<rect x="105" y="150" width="90" height="170" fill="hsl(${(base + 30) % 360} 18% 50%)"/>
<path d="M95 150 L150 95 L205 150 Z" fill="hsl(${(base + 200) % 360} 35% 35%)"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The strip's `<nav>` in a page's HTML, or "" when the page has none. */
export function stripHtml(html: string): string {
  return /<nav[^>]*aria-label="Modele".*?<\/nav>/s.exec(html)?.[0] ?? "";
}
