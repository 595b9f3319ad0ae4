// The one place that turns a picture into its stored copies (docs/decisions/012), for the seed and the import alike.
import sharp, { type Sharp } from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import {
  CARD_WIDTHS,
  COVER_WIDTHS,
  formatKey,
  IMAGE_FORMATS,
  PHOTO_WIDTHS,
  SQUARE_2X,
  socialKey,
  socialSize,
  widthKey,
  widthSlots,
  type ImageFormat,
  type ImageInfo,
} from "#features/catalog/index.ts";

export interface EncodedObject {
  key: string;
  body: Buffer;
  contentType: string;
}

/** Decoded pixels: every copy is cut from these, so a picture is decoded (or an SVG rasterised) once. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export type OriginalFormat = ".jpg" | ".webp" | ".gif" | ".png";

export interface EncodeOptions {
  /** The seed trades a little size for speed; the owner's photos get the slower, smaller encoding. */
  fast?: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  gif: "image/gif",
  png: "image/png",
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

function object(key: string, body: Buffer): EncodedObject {
  return { key, body, contentType: contentTypeOf(key) };
}

export async function decodePixels(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
}

export function fromPixels(pixels: Pixels): Sharp {
  return sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
}

export function encodeAs(image: Sharp, format: ImageFormat | OriginalFormat, { fast }: EncodeOptions): Promise<Buffer> {
  switch (format) {
    case "avif":
      // Effort 0 is several times faster than the default 4 for a few per cent more bytes; halved colour planes
      // (4:2:0, as the browser's own copies) take another third off the seed's time.
      return fast
        ? image.avif({ quality: 45, effort: 0, chromaSubsampling: "4:2:0" }).toBuffer()
        : image.avif({ quality: 50, effort: 3 }).toBuffer();
    case "webp":
    case ".webp":
      return image.webp({ quality: fast ? 72 : 80, effort: fast ? 2 : 4 }).toBuffer();
    case ".jpg":
      // mozjpeg saves about a tenth of the bytes at ten times the time: worth it for the owner's photos only.
      return image.jpeg({ quality: fast ? 78 : 85, mozjpeg: !fast }).toBuffer();
    case ".gif":
      return image.gif({ colours: fast ? 64 : 256 }).toBuffer();
    case ".png":
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  }
}

/** A ThumbHash of the picture (base64, about 30 characters): the blurred placeholder a page shows while it loads. */
export async function placeholderOf(pixels: Pixels): Promise<string> {
  const { data, info } = await fromPixels(pixels)
    .resize(100, 100, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString("base64");
}

/** `original` is the WebP original's bytes, reused for the full-width WebP copy rather than encoded again. */
async function widthCopies(
  pixels: Pixels,
  key: string,
  slots: readonly number[],
  options: EncodeOptions,
  original?: Promise<Buffer>,
): Promise<EncodedObject[]> {
  const jobs = widthSlots(pixels.width, slots).flatMap(({ slot, width }) =>
    IMAGE_FORMATS.map(async (format) => {
      const copyKey = widthKey(key, slot, format);
      if (original && format === "webp" && width === pixels.width) return object(copyKey, await original);
      const image = width === pixels.width ? fromPixels(pixels) : fromPixels(pixels).resize({ width });
      return object(copyKey, await encodeAs(image, format, options));
    }),
  );
  return Promise.all(jobs);
}

/**
 * A square thumbnail at its size in WebP (its original key) and AVIF and, with `large`, the SQUARE_2X copy in both
 * (the gallery's; the random gallery's 200 px square shares it rather than storing the same pixels again).
 */
export async function squareObjects(
  pixels: Pixels,
  key: string,
  size: number,
  { large, ...options }: EncodeOptions & { large: boolean },
) {
  const square = (side: number) => fromPixels(pixels).resize(side, side, { fit: "cover" });
  return Promise.all([
    encodeAs(square(size), "webp", options).then((body) => object(key, body)),
    encodeAs(square(size), "avif", options).then((body) => object(formatKey(key, "avif"), body)),
    ...(large ? IMAGE_FORMATS : []).map(async (format) =>
      object(widthKey(key, SQUARE_2X, format), await encodeAs(square(SQUARE_2X), format, options)),
    ),
  ]);
}

export interface PhotoKeys {
  full: string;
  thumb: string;
  random: string;
}

/**
 * Every stored object of one gallery photo: the original in its group's format, its widths in AVIF and WebP (an
 * animated GIF stays as it is), the social card, and both square thumbnails, with the photo's index entry.
 */
export async function photoObjects(
  pixels: Pixels,
  keys: PhotoKeys,
  format: OriginalFormat,
  options: EncodeOptions = {},
): Promise<{ objects: EncodedObject[]; info: ImageInfo }> {
  const social = socialSize(pixels);
  const original = encodeAs(fromPixels(pixels), format, options);
  const [full, card, widths, thumbs, randoms, placeholder] = await Promise.all([
    original.then((body) => object(keys.full, body)),
    // A JPEG original no wider than the card is the card's very bytes.
    (format === ".jpg" && social.width === pixels.width
      ? original
      : encodeAs(fromPixels(pixels).resize(social.width, social.height), ".jpg", options)
    ).then((body) => object(socialKey(keys.full), body)),
    format === ".gif"
      ? Promise.resolve([])
      : widthCopies(pixels, keys.full, PHOTO_WIDTHS, options, format === ".webp" ? original : undefined),
    squareObjects(pixels, keys.thumb, 160, { ...options, large: true }),
    squareObjects(pixels, keys.random, 200, { ...options, large: false }),
    placeholderOf(pixels),
  ]);
  return {
    objects: [full, card, ...widths, ...thumbs, ...randoms],
    info: { width: pixels.width, height: pixels.height, placeholder },
  };
}

/** A cover or a card: the original (WebP) and its fixed widths. */
export async function sizedObjects(
  pixels: Pixels,
  key: string,
  kind: "cover" | "card",
  options: EncodeOptions = {},
): Promise<EncodedObject[]> {
  const original = encodeAs(fromPixels(pixels), ".webp", options);
  const [copy, widths] = await Promise.all([
    original.then((body) => object(key, body)),
    widthCopies(pixels, key, kind === "cover" ? COVER_WIDTHS : CARD_WIDTHS, options, original),
  ]);
  return [copy, ...widths];
}

/** The keys `photoObjects` writes for a photo of `width` px, without encoding anything (for `images:check`). */
export function photoObjectKeys(keys: PhotoKeys, format: OriginalFormat, width: number): string[] {
  const widths =
    format === ".gif"
      ? []
      : widthSlots(width, PHOTO_WIDTHS).flatMap(({ slot }) =>
          IMAGE_FORMATS.map((imageFormat) => widthKey(keys.full, slot, imageFormat)),
        );
  const large = IMAGE_FORMATS.map((imageFormat) => widthKey(keys.thumb, SQUARE_2X, imageFormat));
  const squares = (key: string) => [key, formatKey(key, "avif")];
  return [keys.full, socialKey(keys.full), ...widths, ...squares(keys.thumb), ...large, ...squares(keys.random)];
}

/** Another photo's objects under this photo's keys: the same pixels, stored again (the e2e server's galleries). */
export function rekeyedPhotoObjects(
  objects: EncodedObject[],
  from: PhotoKeys,
  to: PhotoKeys,
  format: OriginalFormat,
  width: number,
): EncodedObject[] {
  const toKeys = photoObjectKeys(to, format, width);
  const keyFor = new Map(photoObjectKeys(from, format, width).map((key, index) => [key, toKeys[index]!]));
  return objects.map((stored) => {
    const key = keyFor.get(stored.key);
    if (!key) throw new Error(`${stored.key} is not among the keys of ${from.full}`);
    return { ...stored, key };
  });
}

export function sizedObjectKeys(key: string, kind: "cover" | "card", width: number): string[] {
  const widths = widthSlots(width, kind === "cover" ? COVER_WIDTHS : CARD_WIDTHS).flatMap(({ slot }) =>
    IMAGE_FORMATS.map((format) => widthKey(key, slot, format)),
  );
  return [key, ...widths];
}
