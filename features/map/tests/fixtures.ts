import type { Place } from "#features/catalog/index.ts";

/** A few home-map places, with real positions (no catalogue import, so stories stay small). */
export function buildPlaces(): Place[] {
  return [
    { id: 9, name: "Latarnia morska Hel", position: [54.6, 18.812778], icon: "icons/Hel.webp", link: "/Hel" },
    {
      id: 18,
      name: "Latarnia morska Rozewie",
      position: [54.830278, 18.335556],
      icon: "icons/Rozewie.webp",
      link: "/Rozewie",
    },
    { id: 0, name: "Zamek w Będzinie", position: [50.326389, 19.129722], icon: "icons/Bedzin.webp", link: "/Bedzin" },
    {
      id: 32,
      name: "Zamek w Olsztynie",
      position: [53.778333, 20.474167],
      icon: "icons/Olsztyn.webp",
      link: "/Olsztyn",
    },
  ];
}

/** The model map's subject: the Hel lighthouse with its street address. */
export const HEL = {
  name: "Latarnia morska Hel",
  position: [54.6, 18.812778] as const,
  address: "Bałtycka 4, 84-150 Hel",
};

const ICON_COLORS = ["#2f6f9f", "#a8401c", "#4f7d2a", "#7a4f9a"];

/**
 * Stand-ins for the R2 marker icons, which Storybook cannot serve: a round 100x100 badge with the place's
 * initial, in the spirit of the seeded icons.
 */
export function storyIconUrl(icon: string): string {
  const name = icon.replace(/^.*\//, "").replace(/\..*$/, "");
  const color = ICON_COLORS[name.length % ICON_COLORS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
    `<circle cx="50" cy="50" r="45" fill="${color}" stroke="#fff" stroke-width="5"/>` +
    `<text x="50" y="64" font-family="sans-serif" font-size="42" font-weight="700" fill="#fff" text-anchor="middle">${name.charAt(0)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
