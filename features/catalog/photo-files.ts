/** Where an uploaded photo's files go and the size each must have (docs/decisions/025-photo-uploads.md). */
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import {
  formatKey,
  IMAGE_FORMATS,
  PHOTO_WIDTHS,
  socialKey,
  socialSize,
  SQUARE_2X,
  widthKey,
  widthSlots,
} from "./images.ts";
import { GROUP_SLUGS, photoKeysOf, type GalleryGroupName } from "./model.ts";
import { RANDOM_THUMB_SIZE, THUMB_SIZE, UPLOAD_LIMITS, type UploadPart } from "./upload.ts";

export type StoredFormat = "jpeg" | "webp" | "avif";

export interface PartSlot {
  key: string;
  format: StoredFormat;
  width: number;
  height: number;
}

export interface PhotoSize {
  width: number;
  height: number;
}

/** The copy narrower than the original keeps its proportions, rounded as a canvas rounds them. */
function scaled(size: PhotoSize, width: number): PhotoSize {
  return { width, height: Math.max(1, Math.round((size.height * width) / size.width)) };
}

/** Every part `uploadParts(size.width)` names, with its R2 key and its expected pixel size. */
export function uploadSlots(key: string, size: PhotoSize): Map<UploadPart, PartSlot> {
  const { thumb, random } = photoKeysOf(key);
  const slots = new Map<UploadPart, PartSlot>([
    ["full.jpg", { key, format: "jpeg", ...size }],
    ["og.jpg", { key: socialKey(key), format: "jpeg", ...socialSize(size) }],
  ]);
  for (const { slot, width } of widthSlots(size.width, PHOTO_WIDTHS)) {
    for (const format of IMAGE_FORMATS) {
      slots.set(`w${slot}.${format}`, { key: widthKey(key, slot, format), format, ...scaled(size, width) });
    }
  }
  for (const format of IMAGE_FORMATS) {
    const square = (side: number) => ({ format, width: side, height: side });
    slots.set(`thumb.${format}`, { key: formatKey(thumb, format), ...square(THUMB_SIZE) });
    slots.set(`thumb-w${SQUARE_2X}.${format}`, { key: widthKey(thumb, SQUARE_2X, format), ...square(SQUARE_2X) });
    slots.set(`random.${format}`, { key: formatKey(random, format), ...square(RANDOM_THUMB_SIZE) });
  }
  return slots;
}

/** The cover's 1280 slot and the card's 160 slot, copied from the photo's own files when it is chosen for them. */
export const COVER_SLOT = 1280;
export const CARD_SLOT = 160;

/** Every object a gallery photo may have in R2, whatever its width: what a deletion removes. */
export function photoObjectKeys(key: string): string[] {
  const { thumb, random } = photoKeysOf(key);
  return [
    key,
    socialKey(key),
    ...IMAGE_FORMATS.flatMap((format) => [
      ...PHOTO_WIDTHS.map((slot) => widthKey(key, slot, format)),
      formatKey(key, format),
      formatKey(thumb, format),
      widthKey(thumb, SQUARE_2X, format),
      widthKey(thumb, CARD_SLOT, format),
      formatKey(random, format),
    ]),
  ].filter((candidate, index, all) => all.indexOf(candidate) === index);
}

const KEY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** `models/<component>/<group>/u<12 random letters>.jpg`: never one of the seed's numbered names. */
export function newPhotoKey(component: string, group: GalleryGroupName): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const name = Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join("");
  return `models/${component}/${GROUP_SLUGS[group]}/u${name}.jpg`;
}

export const UPLOADED_NAME = /\/u[a-z2-9]{12}\.jpg$/;

/** Longest caption the owner may give a photo. */
export const CAPTION_MAX = 300;
/** One photo's request, all its files together: four times the cap of one file. */
export const PHOTO_REQUEST_BYTES = UPLOAD_LIMITS.fileBytes * 4;
/** The batch cap counts a model's uploads in this window, as no single request knows its batch. */
export const BATCH_WINDOW_MS = 60 * 60 * 1000;

const FORMAT_NAMES: Readonly<Record<StoredFormat, string>> = { jpeg: "JPEG", webp: "WebP", avif: "AVIF" };
const MB = 1024 * 1024;

export const PHOTO_MESSAGES = {
  photoNotFound: "Nie ma takiego zdjęcia w galerii tego modelu",
  filmNotReplaced: "Film nie ma pliku do zastąpienia: usuń go i dodaj nowy",
  sizeInvalid: `Podaj szerokość i wysokość zdjęcia w pikselach (najwyżej ${UPLOAD_LIMITS.maxWidth} × ${UPLOAD_LIMITS.maxHeight})`,
  placeholderInvalid: "Brakuje podglądu zdjęcia (placeholder) albo jest nieprawidłowy",
  groupInvalid: "Wybierz grupę galerii z listy: dzień, noc, budowa, zima, model, podstawka",
  captionTooLong: `Podpis może mieć najwyżej ${countNoun(CAPTION_MAX, NOUNS.character)}`,
  positionInvalid: "Pozycja to numer zdjęcia w grupie, od 1",
  filmInvalid: "Podaj adres filmu w YouTube (youtube.com/watch?v=… albo youtu.be/…)",
  filmNotPhoto: "Film nie może być okładką ani kartą modelu, nie zmienia też grupy",
  filmsHoldPhotos: "Grupa „filmy” tego modelu ma animacje GIF: film z YouTube nie może do niej dołączyć",
  flagInvalid: "Pola cover i card przyjmują tylko true",
  requestTooLarge: `Zdjęcie ze wszystkimi kopiami może mieć najwyżej ${PHOTO_REQUEST_BYTES / MB} MB`,
  batchTooLarge: `Do jednego modelu można dodać najwyżej ${countNoun(UPLOAD_LIMITS.batchPhotos, NOUNS.photo)} w ciągu godziny`,
  dailyBytes: `W ciągu doby można przesłać najwyżej ${UPLOAD_LIMITS.dailyBytes / MB / 1024} GB zdjęć (wszystkich modeli razem): spróbuj później`,
  missingPart: (part: string) => `Brakuje pliku ${part} tego zdjęcia`,
  unknownPart: (part: string) => `Nieoczekiwany plik ${part}: to nie jest żadna z kopii zdjęcia`,
  doublePart: (part: string) => `Plik ${part} przesłano więcej niż raz`,
  fileTooLarge: (part: string) => `Plik ${part} jest większy niż ${UPLOAD_LIMITS.fileBytes / MB} MB`,
  wrongType: (part: string, format: StoredFormat) => `Plik ${part} nie jest obrazem ${FORMAT_NAMES[format]}`,
  wrongSize: (part: string, found: PhotoSize, wanted: PhotoSize) =>
    `Plik ${part} ma ${found.width} × ${found.height} px, a powinien mieć ${wanted.width} × ${wanted.height} px`,
} as const;
