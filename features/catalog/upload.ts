/** One photo as the uploader sends it and the server accepts it: every file already sized and re-encoded (no EXIF). */
import { IMAGE_FORMATS, PHOTO_WIDTHS, SQUARE_2X, widthSlots, type ImageFormat } from "./images.ts";

/** The gallery's square thumbnail, the random gallery's and the social card's sizes (decision 012). */
export const THUMB_SIZE = 160;
export const RANDOM_THUMB_SIZE = 200;

export const UPLOAD_LIMITS = {
  /** Longest side the browser keeps: the widest width slot. */
  maxWidth: Math.max(...PHOTO_WIDTHS),
  maxHeight: 4800,
  /** Per file; a 2400 px JPEG at quality 0.85 stays well under it. */
  fileBytes: 8 * 1024 * 1024,
  batchPhotos: 60,
  /**
   * Bytes of photos (every copy) all models may take in 24 hours: a full gallery of 60 photos is about 200 MB, so
   * five galleries a day; enough for the owner, and a stolen session cannot fill the bucket.
   */
  dailyBytes: 1024 * 1024 * 1024,
} as const;

export const UPLOAD_FIELDS = {
  group: "group",
  caption: "caption",
  width: "width",
  height: "height",
  placeholder: "placeholder",
} as const;

/** Multipart part names of one photo's files; `full` is the re-encoded JPEG kept as the original key. */
export type UploadPart =
  | "full.jpg"
  | "og.jpg"
  | `w${number}.${ImageFormat}`
  | `thumb.${ImageFormat}`
  | `thumb-w${typeof SQUARE_2X}.${ImageFormat}`
  | `random.${ImageFormat}`;

/** Every part a photo of this width must carry, in the order the uploader sends them. */
export function uploadParts(width: number): UploadPart[] {
  const widths = widthSlots(width, PHOTO_WIDTHS).flatMap(({ slot }) =>
    IMAGE_FORMATS.map((format): UploadPart => `w${slot}.${format}`),
  );
  const squares = IMAGE_FORMATS.flatMap((format): UploadPart[] => [
    `thumb.${format}`,
    `thumb-w${SQUARE_2X}.${format}`,
    `random.${format}`,
  ]);
  return ["full.jpg", "og.jpg", ...widths, ...squares];
}
