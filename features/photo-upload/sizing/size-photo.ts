import { rgbaToThumbHash } from "thumbhash";
import {
  RANDOM_THUMB_SIZE,
  SOCIAL_WIDTH,
  SQUARE_2X,
  THUMB_SIZE,
  UPLOAD_LIMITS,
  PHOTO_WIDTHS,
  uploadParts,
  widthSlots,
  type UploadPart,
} from "#features/catalog/index.ts";
import { encode, type EncodedFormat } from "./encode.ts";
import { EXIF_SCAN_BYTES, readGps } from "./exif-gps.ts";
import { SizingRefused, type SizedPhoto } from "./protocol.ts";

const SQUARES: Record<string, number> = {
  thumb: THUMB_SIZE,
  [`thumb-w${SQUARE_2X}`]: SQUARE_2X,
  random: RANDOM_THUMB_SIZE,
};
const PLACEHOLDER_SIZE = 100;
const HEIC = /\.(heic|heif)$|^image\/hei[cf]/i;

export function unreadableMessage(file: Pick<File, "name" | "type">): string {
  return HEIC.test(file.name) || HEIC.test(file.type)
    ? `Ta przeglądarka nie otwiera zdjęć HEIC, więc „${file.name}” nie zostanie dodane. Zapisz je jako JPEG (w iPhonie: Ustawienia → Aparat → Formaty → Najbardziej zgodne) albo dodaj je z Safari.`
    : `Nie udało się odczytać pliku „${file.name}”: to nie jest zdjęcie JPEG, PNG, WebP ani AVIF albo plik jest uszkodzony.`;
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // "from-image" turns a phone's portrait upright, as its EXIF orientation asks.
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new SizingRefused(unreadableMessage(file));
  }
}

function canvasOf(width: number, height: number): [OffscreenCanvas, OffscreenCanvasRenderingContext2D] {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  context.imageSmoothingQuality = "high";
  return [canvas, context];
}

function scaled(source: CanvasImageSource & { width: number; height: number }, width: number): OffscreenCanvas {
  const height = Math.max(1, Math.round((source.height * width) / source.width));
  const [canvas, context] = canvasOf(width, height);
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

function square(source: OffscreenCanvas, size: number): OffscreenCanvas {
  const side = Math.min(source.width, source.height);
  const [canvas, context] = canvasOf(size, size);
  context.drawImage(source, (source.width - side) / 2, (source.height - side) / 2, side, side, 0, 0, size, size);
  return canvas;
}

function placeholderOf(full: OffscreenCanvas): string {
  const scale = Math.min(1, PLACEHOLDER_SIZE / full.width, PLACEHOLDER_SIZE / full.height);
  const [small, context] = canvasOf(
    Math.max(1, Math.floor(full.width * scale)),
    Math.max(1, Math.floor(full.height * scale)),
  );
  context.drawImage(full, 0, 0, small.width, small.height);
  const { data, width, height } = context.getImageData(0, 0, small.width, small.height);
  return btoa(String.fromCharCode(...rgbaToThumbHash(width, height, data)));
}

/** Every file the site keeps of one photo, drawn from its pixels: upright, within the slots, without EXIF. */
export async function sizePhoto(file: File, onProgress: (done: number) => void = () => {}): Promise<SizedPhoto> {
  const head = new Uint8Array(await file.slice(0, EXIF_SCAN_BYTES).arrayBuffer());
  const bitmap = await decode(file);
  const scale = Math.min(1, Math.max(...PHOTO_WIDTHS) / bitmap.width, UPLOAD_LIMITS.maxHeight / bitmap.height);
  const full = scaled(bitmap, Math.max(1, Math.round(bitmap.width * scale)));
  bitmap.close();
  const { width, height } = full;
  const slots = new Map(widthSlots(width, PHOTO_WIDTHS).map(({ slot, width: slotWidth }) => [slot, slotWidth]));
  const canvases = new Map<string, OffscreenCanvas>();
  const canvasFor = (name: string): OffscreenCanvas => {
    const known = canvases.get(name);
    if (known) return known;
    const size = SQUARES[name];
    const slot = /^w(\d+)$/.exec(name);
    const canvas =
      name === "full"
        ? full
        : size
          ? square(full, size)
          : scaled(full, name === "og" ? Math.min(width, SOCIAL_WIDTH) : (slots.get(Number(slot?.[1])) ?? width));
    canvases.set(name, canvas);
    return canvas;
  };
  const names = uploadParts(width);
  const parts: (readonly [UploadPart, Blob])[] = [];
  for (const part of names) {
    const dot = part.lastIndexOf(".");
    const extension = part.slice(dot + 1);
    const format: EncodedFormat = extension === "jpg" ? "jpeg" : (extension as EncodedFormat);
    parts.push([part, await encode(canvasFor(part.slice(0, dot)), format)]);
    onProgress(parts.length / names.length);
  }
  const gps = readGps(head);
  return { width, height, placeholder: placeholderOf(full), parts, ...(gps ? { gps } : {}) };
}
