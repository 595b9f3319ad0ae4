import type { GalleryGroup, Model } from "#features/catalog/index.ts";

type GalleryModel = Pick<Model, "component" | "name" | "gallery">;

/** A lighthouse's gallery: two photo groups and a group of animated GIFs (`filmy`), as on /Hel. */
export function buildGalleryModel(overrides: Partial<GalleryModel> = {}): GalleryModel {
  return {
    component: "Hel",
    name: "Latarnia morska Hel",
    gallery: [
      { kind: "photos", name: "dzień", quantity: 14, format: ".jpg", prefix: "hel-d" },
      { kind: "photos", name: "noc", quantity: 3, format: ".jpg", prefix: "hel-n" },
      { kind: "photos", name: "filmy", quantity: 2, format: ".gif", prefix: "hel" },
    ],
    ...overrides,
  };
}

/** A gallery of one group only (no tabs), as on /StarshipSN15. */
export function buildSingleGroupModel(): GalleryModel {
  return {
    component: "StarshipSN15",
    name: "Rakieta Starship SN15",
    gallery: [{ kind: "photos", name: "dzień", quantity: 16, format: ".webp", prefix: "starship_sn15-d" }],
  };
}

/** Będzin's gallery: three photo groups and a YouTube film. */
export function buildFilmModel(): GalleryModel {
  const gallery: GalleryGroup[] = [
    { kind: "photos", name: "dzień", quantity: 5, format: ".webp", prefix: "bedzin-d" },
    { kind: "photos", name: "noc", quantity: 3, format: ".webp", prefix: "bedzin-n" },
    { kind: "photos", name: "budowa", quantity: 4, format: ".jpg", prefix: "bedzin-b" },
    { kind: "youtube", name: "filmy", quantity: 1, videoId: "98O2UpxcMB0" },
  ];
  return { component: "Bedzin", name: "Zamek w Będzinie", gallery };
}

const SKIES: Record<string, [string, string]> = {
  dzien: ["#8ec5ff", "#e9f4ff"],
  noc: ["#0d1b3d", "#2b3f73"],
  filmy: ["#5a3d8a", "#c9a8ff"],
  budowa: ["#b08a5a", "#f1e2c6"],
};

/**
 * Pictures for stories, which have no image server: an R2 key becomes an SVG showing the group and number,
 * sized like the real file (thumbnails square).
 */
export function storyImage(key: string): string {
  const match = /\/([a-z]+)\/(thumbs(?:-200)?\/)?[^/]*?(\d{2})\.\w+$/.exec(key);
  const [, group = "dzien", thumb, number = "00"] = match ?? [];
  const [width, height] = thumb ? [200, 200] : [1200, 800];
  const [top, bottom] = SKIES[group] ?? SKIES.dzien!;
  const ink = group === "noc" ? "#ffe9a8" : "#1f1c18";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<rect x="${width * 0.44}" y="${height * 0.3}" width="${width * 0.12}" height="${height * 0.55}" fill="${ink}" opacity="0.75"/>` +
    `<text x="50%" y="${height * 0.22}" font-family="sans-serif" font-size="${height * 0.14}" text-anchor="middle" fill="${ink}">${group} ${number}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** jsdom has no showModal(): a stand-in that opens and closes the <dialog> like a browser does. */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
