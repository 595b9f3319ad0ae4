/** An image's type and pixel size from its first bytes (JPEG, WebP, AVIF), checked without decoding a pixel. */
import type { StoredFormat } from "./photo-files.ts";

export interface ImageHeader {
  format: StoredFormat;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

export function sniffFormat(bytes: Uint8Array): StoredFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 4, 4) === "ftyp") {
    const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(size, bytes.length);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue;
      if (["avif", "avis"].includes(ascii(bytes, at, 4))) return "avif";
    }
  }
  return undefined;
}

/** SOF markers carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are no frames. */
function jpegSize(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return [view.getUint16(at + 7), view.getUint16(at + 5)];
    if (marker === 0xd9 || marker === 0xda) return undefined;
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 " && bytes.length >= 30 && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
  }
  if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return [u24(24) + 1, u24(27) + 1];
  }
  return undefined;
}

const AVIF_CONTAINERS = new Set(["meta", "iprp", "ipco"]);

/** The largest `ispe` (image spatial extents) under meta/iprp/ipco: a grid's whole picture, not one of its tiles. */
function avifSize(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  let best: [number, number] | undefined;
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      const type = ascii(bytes, at + 4, 4);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      if (type === "ispe" && size >= header + 12) {
        const width = view.getUint32(at + header + 4);
        const height = view.getUint32(at + header + 8);
        if (!best || width * height > best[0] * best[1]) best = [width, height];
      } else if (AVIF_CONTAINERS.has(type)) {
        walk(at + header + (type === "meta" ? 4 : 0), at + size);
      }
      at += size;
    }
  };
  walk(0, bytes.length);
  return best;
}

/** Undefined for anything else, or for a header cut short or malformed. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const format = sniffFormat(bytes);
  if (!format) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const size =
      format === "jpeg" ? jpegSize(bytes, view) : format === "webp" ? webpSize(bytes, view) : avifSize(bytes, view);
    return size && size[0] > 0 && size[1] > 0 ? { format, width: size[0], height: size[1] } : undefined;
  } catch {
    // A length field pointing past the end: DataView throws RangeError, the file is no image we keep.
    return undefined;
  }
}
