/**
 * An image's metadata taken out at the byte level, without decoding a pixel: GPS, camera and author fields must not
 * reach the bucket whatever path a file came by (docs/decisions/025). What cannot be stripped safely is refused.
 */

export type StripResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export const STRIP_MESSAGES = {
  rotated:
    "To zdjęcie jest obrócone tylko znacznikiem EXIF: obróć je i zapisz prosto albo dodaj je przez stronę, której okno przesyłania samo przygotowuje zdjęcia",
  broken: "Nie da się odczytać budowy tego pliku obrazu: zapisz go ponownie albo dodaj przez stronę",
  avifMetadata:
    "Ten plik AVIF ma w sobie dane EXIF lub XMP (np. położenie GPS), których serwer nie umie usunąć: dodaj zdjęcie przez stronę albo zapisz je bez metadanych",
} as const;

const refuse = (message: string): StripResult => ({ ok: false, message });

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/* JPEG: APP1 (Exif, XMP), APP13 (Photoshop, IPTC) and COM go; APP0, ICC (APP2), Adobe (APP14) and the image stay. */

const JPEG_DROPPED = new Set([0xe1, 0xed, 0xfe]);

/** IFD0's Orientation (tag 0x0112) of Exif data, with or without the `Exif\0\0` of JPEG's APP1; undefined without one. */
function exifOrientation(exif: Uint8Array): number | undefined {
  const tiff = ascii(exif, 0, 6) === "Exif\0\0" ? exif.subarray(6) : exif;
  if (tiff.length < 8) return undefined;
  const little = ascii(tiff, 0, 2) === "II";
  if (!little && ascii(tiff, 0, 2) !== "MM") return undefined;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const at = ifd + 2 + index * 12;
    if (at + 12 > tiff.length) return undefined;
    if (view.getUint16(at, little) === 0x0112) return view.getUint16(at + 8, little);
  }
  return undefined;
}

function turned(exif: Uint8Array): boolean {
  const orientation = exifOrientation(exif);
  return orientation !== undefined && orientation !== 1;
}

export function stripJpeg(bytes: Uint8Array): StripResult {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return refuse(STRIP_MESSAGES.broken);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let ended = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) {
      // Stray bytes between segments: decoders skip to the next marker, and so does this, keeping them.
      const next = bytes.indexOf(0xff, at);
      const stop = next === -1 ? bytes.length : next;
      kept.push(bytes.subarray(at, stop));
      at = stop;
      continue;
    }
    // Fill bytes before a marker.
    let markerAt = at;
    while (bytes[markerAt + 1] === 0xff) markerAt++;
    const marker = bytes[markerAt + 1];
    if (marker === undefined) return refuse(STRIP_MESSAGES.broken);
    if (marker === 0xd9 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(markerAt, markerAt + 2));
      at = markerAt + 2;
      if (marker === 0xd9) {
        ended = true;
        break;
      }
      continue;
    }
    if (markerAt + 4 > bytes.length) return refuse(STRIP_MESSAGES.broken);
    const length = (bytes[markerAt + 2]! << 8) | bytes[markerAt + 3]!;
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) return refuse(STRIP_MESSAGES.broken);
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data and everything after it are the picture itself.
      kept.push(bytes.subarray(markerAt));
      ended = true;
      break;
    }
    if (marker === 0xe1 && ascii(bytes, markerAt + 4, 6) === "Exif\0\0" && turned(bytes.subarray(markerAt + 4, end))) {
      return refuse(STRIP_MESSAGES.rotated);
    }
    if (!JPEG_DROPPED.has(marker)) kept.push(bytes.subarray(markerAt, end));
    at = end;
  }
  return ended ? { ok: true, bytes: concat(kept) } : refuse(STRIP_MESSAGES.broken);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_DROPPED = new Set(["eXIf", "tEXt", "iTXt", "zTXt"]);

export function stripPng(bytes: Uint8Array): StripResult {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return refuse(STRIP_MESSAGES.broken);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return refuse(STRIP_MESSAGES.broken);
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) return refuse(STRIP_MESSAGES.broken);
    const type = ascii(bytes, at + 4, 4);
    if (type === "eXIf" && turned(bytes.subarray(at + 8, end - 4))) return refuse(STRIP_MESSAGES.rotated);
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  return { ok: true, bytes: concat(kept) };
}

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

export function stripWebp(bytes: Uint8Array): StripResult {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return refuse(STRIP_MESSAGES.broken);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return refuse(STRIP_MESSAGES.broken);
    if (type === "EXIF" && turned(bytes.subarray(at + 8, at + 8 + size))) return refuse(STRIP_MESSAGES.rotated);
    if (type === "VP8X") {
      const chunk = bytes.slice(at, Math.min(end, riffEnd));
      chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    } else if (type !== "EXIF" && type !== "XMP ") {
      kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return { ok: true, bytes: concat([header, body]) };
}

// AVIF: Exif and XMP are `meta` items placed by `iloc`, so removing them rewrites every offset after them. The page's
// uploader encodes AVIF without them, so a file that has them is refused instead.

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

function boxes(bytes: Uint8Array, from: number, to: number): Box[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return undefined;
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at || at + size > to) return undefined;
    found.push({ type: ascii(bytes, at + 4, 4), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

function cString(bytes: Uint8Array, at: number, end: number): [string, number] {
  let stop = at;
  while (stop < end && bytes[stop] !== 0) stop++;
  return [ascii(bytes, at, stop - at), stop + 1];
}

/** Whether an `infe` entry (version 2 or 3) names an Exif or XMP item. */
function isMetadataItem(bytes: Uint8Array, infe: Box): boolean {
  const version = bytes[infe.body]!;
  if (version < 2) return false;
  const idBytes = version === 2 ? 2 : 4;
  const typeAt = infe.body + 4 + idBytes + 2;
  const itemType = ascii(bytes, typeAt, 4);
  if (itemType === "Exif") return true;
  if (itemType !== "mime") return false;
  const [, afterName] = cString(bytes, typeAt + 4, infe.end);
  const [contentType] = cString(bytes, afterName, infe.end);
  return /xmp|rdf\+xml/i.test(contentType);
}

export function checkAvif(bytes: Uint8Array): StripResult {
  const top = boxes(bytes, 0, bytes.length);
  const meta = top?.find((box) => box.type === "meta");
  if (!top || top[0]?.type !== "ftyp" || !meta) return refuse(STRIP_MESSAGES.broken);
  // `meta` is a full box: four bytes of version and flags before its children.
  const inMeta = boxes(bytes, meta.body + 4, meta.end);
  const iinf = inMeta?.find((box) => box.type === "iinf");
  if (!inMeta) return refuse(STRIP_MESSAGES.broken);
  if (!iinf) return { ok: true, bytes };
  const version = bytes[iinf.body]!;
  const entries = boxes(bytes, iinf.body + 4 + (version === 0 ? 2 : 4), iinf.end);
  if (!entries) return refuse(STRIP_MESSAGES.broken);
  const metadata = entries.some((entry) => entry.type === "infe" && isMetadataItem(bytes, entry));
  return metadata ? refuse(STRIP_MESSAGES.avifMetadata) : { ok: true, bytes };
}

export type StrippedFormat = "jpeg" | "png" | "webp" | "avif";

/** The file without its metadata, or the Polish reason it cannot be stored. */
export function stripMetadata(bytes: Uint8Array, format: StrippedFormat): StripResult {
  switch (format) {
    case "jpeg":
      return stripJpeg(bytes);
    case "png":
      return stripPng(bytes);
    case "webp":
      return stripWebp(bytes);
    case "avif":
      return checkAvif(bytes);
  }
}
