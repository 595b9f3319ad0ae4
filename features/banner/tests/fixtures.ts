import type { Banner } from "#features/catalog/index.ts";

/** A banner slide as the catalogue has it; `slug` names its image files. */
export function buildBanner(name: string, slug: string, link: string): Banner {
  return { name, full: `banners/full/${slug}.webp`, mobile: `banners/mobile/${slug}.webp`, link };
}

/** Four slides of the catalogue's kind, enough to wrap both ways. */
export function buildBanners(): Banner[] {
  return [
    buildBanner("Zamek w Będzinie", "bedzin-noc", "/Bedzin"),
    buildBanner("Świątynia Wang", "wang", "/Wang"),
    buildBanner("Łazik Curiosity", "curiosity", "/Curiosity"),
    buildBanner("Phantom F-4B", "phantom", "/PhantomF4"),
  ];
}

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A drawn stand-in for an R2 banner image, as an SVG data URL: stories have no Worker serving `/images`.
 * Night slides (`-noc`) get a dark sky and a moon; mobile keys get the mobile proportions.
 */
export function fixtureImageSrc(key: string): string {
  const mobile = key.includes("/mobile/");
  const [width, height] = mobile ? [640, 400] : [1600, 500];
  const night = key.includes("-noc");
  const base = hue(key);
  const sky = night
    ? [`hsl(${base} 45% 12%)`, `hsl(${base} 40% 28%)`]
    : [`hsl(${base} 70% 72%)`, `hsl(${base} 55% 90%)`];
  const ground = `hsl(${(base + 90) % 360} 35% ${night ? 14 : 38}%)`;
  const building = `hsl(${(base + 20) % 360} 20% ${night ? 22 : 52}%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.09}" fill="${night ? "#f4f1d0" : "#fff3b0"}"/>
<path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.62} ${width * 0.55} ${height * 0.74} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="${ground}"/>
<rect x="${width * 0.42}" y="${height * 0.36}" width="${width * 0.16}" height="${height * 0.4}" fill="${building}"/>
<rect x="${width * 0.47}" y="${height * 0.2}" width="${width * 0.06}" height="${height * 0.2}" fill="${building}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
