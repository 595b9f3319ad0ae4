import type { ImageFormat } from "#features/catalog/index.ts";

export type EncodedFormat = "jpeg" | ImageFormat;

/** The seed's fast settings (scripts/lib/image-variants.ts), on the canvas's 0–1 scale. */
const QUALITY: Record<EncodedFormat, number> = { jpeg: 0.85, webp: 0.8, avif: 0.5 };
/** libavif's speed 0–10: 8 is several times faster than the default 6 for a few per cent more bytes. */
const AVIF_SPEED = 8;

/** Formats this browser's canvas answered with another type (Chromium: AVIF; Safari: WebP and AVIF). */
const canvasRefuses = new Set<EncodedFormat>();

export async function encode(canvas: OffscreenCanvas, format: EncodedFormat): Promise<Blob> {
  const type = `image/${format}`;
  if (!canvasRefuses.has(format)) {
    const blob = await canvas.convertToBlob({ type, quality: QUALITY[format] });
    if (blob.type === type) return blob;
    canvasRefuses.add(format);
  }
  const pixels = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
  const bytes = format === "avif" ? await encodeAvif(pixels) : await encodeWebp(pixels);
  return new Blob([bytes], { type });
}

async function encodeAvif(pixels: ImageData): Promise<ArrayBuffer> {
  const { default: encodeWith } = await import("@jsquash/avif/encode.js");
  return encodeWith(pixels, { quality: QUALITY.avif * 100, speed: AVIF_SPEED });
}

async function encodeWebp(pixels: ImageData): Promise<ArrayBuffer> {
  const { default: encodeWith } = await import("@jsquash/webp/encode.js");
  return encodeWith(pixels, { quality: QUALITY.webp * 100, method: 2 });
}
