import type { Model, ModelState, OwnerModelList, OwnerModelRow, TrashedModel } from "#features/catalog/index.ts";

/** A lighthouse model built for stories and tests (no catalogue import, so stories stay small). */
export function buildModel(overrides: Partial<Model> = {}): Model {
  return {
    id: 9,
    isNew: false,
    component: "Hel",
    category: "latarnie morskie",
    lighting: true,
    completionYear: 2014,
    path: "/Hel",
    name: "Latarnia Morska Hel",
    card: "cards/Hel.webp",
    icon: "icons/Hel.webp",
    cover: "models/Hel/cover.webp",
    position: [54.6, 18.812778],
    address: "Bałtycka 4, 84-150 Hel",
    publisher: "GPM",
    photo: "models/Hel/historia/",
    description:
      "Ceglana, ośmioboczna wieża stoi wśród sosen na końcu Mierzei Helskiej i prowadzi statki do Zatoki Gdańskiej.",
    info: {
      Wydawca: "GPM",
      Skala: "1:150",
      "Rok wydania": 2007,
      "Stopień trudności": 1,
      "Ilość stron": 2,
      Wysokość: "28cm",
    },
    technicalData: {
      Położenie: "54°36,06 N 18°48,56 E",
      "Wysokość wieży": "41,50 m",
      "Wysokość światła": "39m n.p.m.",
      "Zasięg nominalny światła": "17 Mm (31,5 km)",
      "Charakterystyka światła": "Izofazowe",
    },
    lightPhases: {
      phases: [
        { kind: "light", label: "Światło 5 s", seconds: 5 },
        { kind: "dark", label: "Przerwa 5 s", seconds: 5 },
      ],
      period: "10 s",
    },
    gallery: [{ kind: "photos", name: "dzień", quantity: 14, format: ".jpg", prefix: "hel-d" }],
    history: {
      sections: [
        {
          heading: "Dzieje",
          paragraphs: [
            "Pierwsza latarnia stanęła na Helu w XIX wieku. Jej wieża została wysadzona we wrześniu 1939 roku.",
            "Obecną wieżę wzniesiono w 1942 roku obok miejsca, w którym stała poprzedniczka.",
          ],
          photo: { caption: "Wieża latarni wśród sosen", alt: "Ceglana wieża latarni między drzewami" },
        },
        {
          heading: "Latarnia dziś",
          paragraphs: ["Latarnię można zwiedzać w sezonie; z galerii widać port, Zatokę Gdańską i otwarte morze."],
          photo: { caption: "Widok z galerii na Zatokę Gdańską", alt: "Morze i port widziane z góry" },
        },
      ],
      source: { label: "Latarnia Morska Hel", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Hel" },
    },
    ...overrides,
  };
}

/** Pictures for stories, which have no image server: an R2 key becomes an SVG naming it. */
export function storyImage(key: string): string {
  const cover = key.endsWith("cover.webp");
  const [width, height] = cover ? [1200, 900] : [900, 600];
  const label = key.split("/").slice(-2).join("/");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#9cc7e8"/><rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="#d9c7a0"/>` +
    `<rect x="${width * 0.45}" y="${height * 0.2}" width="${width * 0.1}" height="${height * 0.55}" fill="#b8452c"/>` +
    `<text x="50%" y="${height * 0.12}" font-family="sans-serif" font-size="${height / 16}" text-anchor="middle" fill="#1f1c18">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The owner's list of models as `/Katalog` reads it: a draft, a hidden model and published ones, the newest first. */
export const OWNER_MODELS: readonly OwnerModelRow[] = [
  {
    id: 41,
    component: "WiezaCisnien",
    name: "Wieża ciśnień w Brodnicy",
    path: "/Wieza cisnien",
    state: "szkic",
    changedAt: "2026-03-14T18:05:00.000Z",
    photos: 0,
  },
  {
    id: 9,
    component: "Hel",
    name: "Latarnia Morska Hel",
    path: "/Hel",
    state: "opublikowany",
    changedAt: "2026-03-12T09:30:00.000Z",
    photos: 14,
  },
  {
    id: 40,
    component: "ZamekBobolice",
    name: "Zamek Bobolice – rekonstrukcja z lat 2001–2011 na Szlaku Orlich Gniazd",
    path: "/Bobolice",
    state: "ukryty",
    changedAt: "2026-02-27T21:15:00.000Z",
    photos: 1,
  },
  {
    id: 3,
    component: "Olsztyn",
    name: "Zamek w Olsztynie",
    path: "/Olsztyn",
    state: "opublikowany",
    changedAt: "2025-08-18T10:00:00.000Z",
    photos: 162,
  },
];

/** Comments waiting on the list's models, by `component`. */
export const OWNER_HELD: Readonly<Record<string, number>> = { Hel: 3, Olsztyn: 1 };

export function ownerList(rows: readonly OwnerModelRow[], state: ModelState | null = null): OwnerModelList {
  const counts = { all: rows.length, szkic: 0, opublikowany: 0, ukryty: 0 };
  for (const row of rows) counts[row.state] += 1;
  return { state, models: rows.filter((row) => !state || row.state === state), counts };
}

/** Deleted models as `/Katalog`'s "Kosz" lists them, the latest first. */
export const TRASHED_MODELS: readonly TrashedModel[] = [
  {
    id: 44,
    component: "ZamekBobolice",
    name: "Zamek w Bobolicach",
    path: "/Bobolice",
    deletedAt: "2026-11-20T10:00:00.000Z",
    purgeAt: "2026-12-20T10:00:00.000Z",
  },
  {
    id: 45,
    component: "Mlyn",
    name: "Młyn wodny",
    path: "/Mlyn",
    deletedAt: "2026-11-02T08:30:00.000Z",
    purgeAt: "2026-12-02T08:30:00.000Z",
  },
];
