import type { RandomPhoto } from "../model.ts";

const MODELS: readonly Omit<RandomPhoto, "thumb" | "full">[] = [
  { component: "Hel", name: "Latarnia morska Hel", path: "/Hel", group: "noc", number: 7 },
  { component: "Bedzin", name: "Zamek w Będzinie", path: "/Bedzin", group: "dzień", number: 12 },
  { component: "SaturnV", name: "Rakieta Saturn V", path: "/SaturnV", group: "budowa", number: 3 },
  {
    component: "KrynicaMorska",
    name: "Latarnia morska Krynica Morska",
    path: "/Krynica Morska",
    group: "dzień",
    number: 1,
  },
  { component: "Wang", name: "Świątynia Wang", path: "/Wang", group: "zima", number: 21 },
  { component: "PhantomF4", name: "Samolot F-4 Phantom II", path: "/PhantomF4", group: "model", number: 5 },
  { component: "Oporow", name: "Zamek w Oporowie", path: "/Oporow", group: "dzień", number: 9 },
  { component: "Curiosity", name: "Łazik marsjański Curiosity", path: "/Curiosity", group: "podstawka", number: 2 },
];

/** `count` random photos (the server's picks), with R2 keys shaped like the catalogue's. */
export function buildPhotos(count = MODELS.length): RandomPhoto[] {
  return Array.from({ length: count }, (_, index) => {
    const model = MODELS[index % MODELS.length]!;
    const base = `${model.component.toLowerCase()}-${String(model.number).padStart(2, "0")}`;
    return {
      ...model,
      component: index < MODELS.length ? model.component : `${model.component}${index}`,
      thumb: `models/${model.component}/thumbs-200/${base}.webp`,
      full: `models/${model.component}/${base}.webp`,
    };
  });
}

const COLORS = ["#2f6f9f", "#a8401c", "#4f7d2a", "#7a4f9a", "#9a7a1c", "#1c7a75"];

/**
 * Stand-ins for the R2 photos, which Storybook cannot serve: a picture naming the model, in the spirit of
 * the seeded images (square for thumbnails, 4:3 for full photos).
 */
export function storyImageUrl(key: string): string {
  const thumb = key.includes("/thumbs-200/");
  const [width, height] = thumb ? [200, 200] : [1200, 900];
  const name = key.split("/")[1] ?? key;
  const color = COLORS[name.length % COLORS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<path d="M0 ${height * 0.75} L${width * 0.3} ${height * 0.45} L${width * 0.55} ${height * 0.65} L${width} ${height * 0.35} V${height} H0Z" fill="rgba(255,255,255,0.25)"/>` +
    `<text x="50%" y="45%" font-family="sans-serif" font-size="${width / 10}" fill="#fff" text-anchor="middle">${name}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
