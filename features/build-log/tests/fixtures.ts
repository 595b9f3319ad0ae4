import type { BuildNoteView, BuildStory as BuildStoryData, DiaryEntryView, PhotoChoice } from "../model.ts";

/** Placeholder thumbnails drawn in the page itself: stories and tests fetch no photos. */
function thumb(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="hsl(${hue} 45% 55%)"/><text x="80" y="92" font-size="36" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PHOTO_CHOICES: PhotoChoice[] = [
  { group: "dzień", quantity: 14 },
  { group: "budowa", quantity: 20 },
];

export function buildNote(overrides: Partial<BuildNoteView> = {}): BuildNoteView {
  return {
    content: "Budowa ruszyła w sierpniu.\n\nSegmenty kadłuba są **sklejone**, czas na klapy.",
    nodes: [
      { tag: "p", children: ["Budowa ruszyła w sierpniu."] },
      { tag: "p", children: ["Segmenty kadłuba są ", { tag: "strong", children: ["sklejone"] }, ", czas na klapy."] },
    ],
    started: "2025-08-18",
    finished: null,
    hours: 35,
    changes: "Wzmocnione wręgi z tektury 1 mm",
    lighting: "Diody LED w silnikach, Arduino Nano",
    rating: 4,
    verdict: "Dokładnie spasowane arkusze",
    ...overrides,
  };
}

export function buildEntry(id: number, date: string, text: string, photos: number[] = []): DiaryEntryView {
  return {
    id,
    date,
    content: text,
    nodes: [{ tag: "p", children: [text] }],
    photos: photos.map((number) => ({
      group: "dzień",
      number,
      thumb: thumb((number * 47) % 360, String(number)),
      href: `/StarshipS30?photo=dzien-${String(number).padStart(2, "0")}`,
      alt: `Rakieta Starship S30 – dzień, zdjęcie ${number}`,
    })),
  };
}

export function buildStory(overrides: Partial<BuildStoryData> = {}): BuildStoryData {
  return {
    note: buildNote(),
    diary: [
      buildEntry(2, "2025-09-10", "Sklejone segmenty statku, dopasowane klapy.", [3, 4, 5]),
      buildEntry(1, "2025-09-01", "Pierwszy wpis: sklejony booster.", [1, 2]),
    ],
    ...overrides,
  };
}

export const EMPTY_STORY: BuildStoryData = { note: null, diary: [] };

const LONG_PARAGRAPH =
  "Karton wycinanki jest cienki, więc każdy segment kadłuba dostał od środka wręgi z grubszej tektury, a szwy podklejone paskami papieru. ";

export function longStory(): BuildStoryData {
  const text = LONG_PARAGRAPH.repeat(6).trim();
  return {
    note: buildNote({
      content: text,
      nodes: [{ tag: "p", children: [text] }, { tag: "p", children: [text] }],
      changes: "Wzmocnione wręgi, nowe klapy z blachy mosiężnej, dodatkowe rury z drutu miedzianego i wiele innych poprawek.",
      verdict: "Bardzo dokładnie spasowane arkusze, tylko cienki karton wymaga wzmocnień od środka.",
      finished: "2026-01-15",
    }),
    diary: Array.from({ length: 4 }, (_, index) =>
      buildEntry(10 - index, ["2025-12-04", "2025-11-03", "2025-10-02", "2025-09-01"][index]!, text, [1, 2, 3, 4, 5, 6, 7, 8].slice(0, 2 + index * 2)),
    ),
  };
}
