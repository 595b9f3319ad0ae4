/** Sized copies sit beside the original key and are derived from it, so the catalogue needs no new data (012). */

import { photoKeys, type GalleryGroupName, type PhotoGroup } from "./model.ts";

export type ImageFormat = "avif" | "webp";

/** Best first: a `<picture>` offers them in this order and the browser takes the first it decodes. */
export const IMAGE_FORMATS: readonly ImageFormat[] = ["avif", "webp"];

export const PHOTO_WIDTHS = [640, 1280, 2400] as const;
export const COVER_WIDTHS = [640, 1280] as const;
export const CARD_WIDTHS = [160, 320] as const;
export const COVER_SIZE = { width: 1200, height: 900 } as const;
export const CARD_SIZE = { width: 300, height: 400 } as const;
export const SQUARE_2X = 320;
/** Open Graph readers show cards 1200 px wide at most. */
export const SOCIAL_WIDTH = 1200;

export interface ImageInfo {
  width: number;
  height: number;
  placeholder: string;
}

export type ImageIndex = Readonly<Record<string, readonly [number, number, string]>>;
export const IMAGE_INDEX_KEY = "image-index.json";

export function imageInfoOf(index: ImageIndex, key: string): ImageInfo | undefined {
  const entry = index[key];
  return entry ? { width: entry[0], height: entry[1], placeholder: entry[2] } : undefined;
}

function splitKey(key: string): { folder: string; base: string } {
  const slash = key.lastIndexOf("/");
  const dot = key.lastIndexOf(".");
  return { folder: key.slice(0, slash), base: key.slice(slash + 1, dot > slash ? dot : undefined) };
}

export function widthKey(key: string, slot: number, format: ImageFormat): string {
  const { folder, base } = splitKey(key);
  return `${folder}/w${slot}/${base}.${format}`;
}

export function formatKey(key: string, format: ImageFormat): string {
  const { folder, base } = splitKey(key);
  return `${folder}/${base}.${format}`;
}

export function socialKey(key: string): string {
  const { folder, base } = splitKey(key);
  return `${folder}/og/${base}.jpg`;
}

export interface WidthSlot {
  slot: number;
  width: number;
}

/** Nothing is enlarged or stored twice: a 1200 px original is stored at 640 and, under `w1280`, at 1200. */
export function widthSlots(originalWidth: number, slots: readonly number[]): WidthSlot[] {
  const narrower = slots.filter((slot) => slot < originalWidth).map((slot) => ({ slot, width: slot }));
  const top = slots.find((slot) => slot >= originalWidth) ?? slots[slots.length - 1]!;
  return [...narrower, { slot: top, width: Math.min(originalWidth, top) }];
}

export function socialSize(info: Pick<ImageInfo, "width" | "height">): { width: number; height: number } {
  const width = Math.min(info.width, SOCIAL_WIDTH);
  return { width, height: Math.round((info.height * width) / info.width) };
}

export interface PictureSource {
  type: `image/${ImageFormat}`;
  srcSet: string;
  candidates: readonly { src: string; width: number }[];
}

function sources(build: (format: ImageFormat) => { src: string; width: number }[]): PictureSource[] {
  return IMAGE_FORMATS.map((format) => {
    const candidates = build(format);
    return {
      type: `image/${format}`,
      candidates,
      srcSet: candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(", "),
    };
  });
}

export function widthSources(
  key: string,
  originalWidth: number,
  slots: readonly number[],
  url: (key: string) => string,
): PictureSource[] {
  return sources((format) =>
    widthSlots(originalWidth, slots).map(({ slot, width }) => ({ src: url(widthKey(key, slot, format)), width })),
  );
}

/** The 2x copy is stored once, beside the gallery's 160 px thumbnail, and serves the random gallery's 200 px one. */
export function squareSources(
  key: string,
  size: number,
  url: (key: string) => string,
  largeKey: string = key,
): PictureSource[] {
  return sources((format) => [
    { src: url(formatKey(key, format)), width: size },
    { src: url(widthKey(largeKey, SQUARE_2X, format)), width: SQUARE_2X },
  ]);
}

/** `w,h,hash;…` in photo order: keys would double the size (Wang's 94 day photos: under 4 KB instead of 9). */
export interface GroupImages {
  group: GalleryGroupName;
  packed: string;
}

export function packGroupImages(index: ImageIndex, component: string, group: PhotoGroup): GroupImages {
  const fields = Array.from({ length: group.quantity }, (_, position) => {
    const entry = index[photoKeys(component, group, position + 1).full];
    return entry ? entry.join(",") : "";
  });
  return { group: group.name, packed: fields.join(";") };
}

export function unpackGroupImages(images: GroupImages, component: string, group: PhotoGroup): ImageIndex {
  const index: Record<string, readonly [number, number, string]> = {};
  images.packed.split(";").forEach((field, position) => {
    const [width, height, hash] = field.split(",");
    if (!hash || position >= group.quantity) return;
    const size = [Number(width), Number(height)];
    if (size.every((value) => Number.isInteger(value) && value > 0)) {
      index[photoKeys(component, group, position + 1).full] = [size[0]!, size[1]!, hash];
    }
  });
  return index;
}
