import { uploadSlots, type PhotoSize, type StoredFormat } from "../photo-files.ts";
import { UPLOAD_FIELDS, uploadParts } from "../upload.ts";

/*
 * Files with real headers and no pixels: the server reads only the first bytes and the header of a file, so these
 * stand for what the browser's encoders make without an encoder in workerd.
 */

function bytes(...parts: (number[] | string | Uint8Array)[]): Uint8Array {
  const arrays = parts.map((part) =>
    typeof part === "string"
      ? new TextEncoder().encode(part)
      : part instanceof Uint8Array
        ? part
        : Uint8Array.from(part),
  );
  const out = new Uint8Array(arrays.reduce((sum, array) => sum + array.length, 0));
  let at = 0;
  for (const array of arrays) {
    out.set(array, at);
    at += array.length;
  }
  return out;
}

const u16 = (value: number) => [value >> 8, value & 255];
const u32 = (value: number) => [value >>> 24, (value >> 16) & 255, (value >> 8) & 255, value & 255];
const le24 = (value: number) => [value & 255, (value >> 8) & 255, (value >> 16) & 255];
const le32 = (value: number) => [...le24(value), value >>> 24];

function box(type: string, ...content: (number[] | string | Uint8Array)[]): Uint8Array {
  const body = bytes(...content);
  return bytes(u32(body.length + 8), type, body);
}

export function fakeImage({ width, height }: PhotoSize, format: StoredFormat, padding = 64): Uint8Array {
  const tail = new Uint8Array(padding);
  if (format === "jpeg") {
    const app0 = [0xff, 0xe0, ...u16(16), ...bytes("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const sof = [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    return bytes([0xff, 0xd8], app0, sof, tail, [0xff, 0xd9]);
  }
  if (format === "webp") {
    const vp8x = bytes("VP8X", le32(10), [0, 0, 0, 0], le24(width - 1), le24(height - 1));
    return bytes("RIFF", le32(vp8x.length + 4 + tail.length), "WEBP", vp8x, tail);
  }
  const ispe = box("ispe", [0, 0, 0, 0], u32(width), u32(height));
  const meta = box("meta", [0, 0, 0, 0], box("iprp", box("ipco", ispe)));
  return bytes(box("ftyp", "avif", [0, 0, 0, 0], "mif1", "avif"), meta, box("mdat", tail));
}

/** What the metadata below carries in every place: a stand-in for GPS, camera and author data. */
export const METADATA_MARK = "ZNACZNIK-GPS";

/** A big-endian Exif TIFF whose IFD0 holds an orientation and an Artist text with METADATA_MARK. */
function exifTiff(orientation: number): Uint8Array {
  const text = bytes(`${METADATA_MARK}\0`);
  const ifdEnd = 8 + 2 + 2 * 12 + 4;
  const orientationEntry = [...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0];
  const artistEntry = [...u16(0x013b), ...u16(2), ...u32(text.length), ...u32(ifdEnd)];
  return bytes("MM", [0, 0x2a], u32(8), u16(2), orientationEntry, artistEntry, u32(0), text);
}

/**
 * A file of this size and format with metadata a script could send: a JPEG's APP1 Exif and XMP, APP13 and COM; a
 * WebP's EXIF and XMP chunks, announced in VP8X; an AVIF's Exif item. Each holds METADATA_MARK.
 */
export function imageWithMetadata(size: PhotoSize, format: StoredFormat, { orientation = 1 } = {}): Uint8Array {
  const exif = exifTiff(orientation);
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/">${METADATA_MARK}</x:xmpmeta>`;
  if (format === "jpeg") {
    const plain = fakeImage(size, "jpeg");
    const segment = (marker: number, ...payload: (string | Uint8Array)[]) => {
      const body = bytes(...payload);
      return bytes([0xff, marker], u16(body.length + 2), body);
    };
    return bytes(
      plain.subarray(0, 2),
      segment(0xe1, "Exif\0\0", exif),
      segment(0xe1, "http://ns.adobe.com/xap/1.0/\0", xmp),
      segment(0xed, "Photoshop 3.0\0", METADATA_MARK),
      segment(0xfe, METADATA_MARK),
      plain.subarray(2),
    );
  }
  if (format === "webp") {
    const chunk = (type: string, body: Uint8Array) => bytes(type, le32(body.length), body, body.length % 2 ? [0] : []);
    const chunks = fakeImage(size, "webp").slice(12);
    chunks[8] = chunks[8]! | 0x0c;
    const body = bytes(chunks, chunk("EXIF", exif), chunk("XMP ", bytes(xmp)));
    return bytes("RIFF", le32(body.length + 4), "WEBP", body);
  }
  const infe = box("infe", [2, 0, 0, 0], u16(1), u16(0), "Exif", [0]);
  const ispe = box("ispe", [0, 0, 0, 0], u32(size.width), u32(size.height));
  const meta = box("meta", [0, 0, 0, 0], box("iinf", [0, 0, 0, 0], u16(1), infe), box("iprp", box("ipco", ispe)));
  return bytes(box("ftyp", "avif", [0, 0, 0, 0], "mif1", "avif"), meta, box("mdat", u32(0), exif));
}

export const PLACEHOLDER = "1QcSHQRnh493V4dIh4eXh1h4kJUI";

export interface PhotoFormOptions {
  group?: string;
  caption?: string;
  position?: number;
  /** Replaces or adds files by part name; `null` leaves one out. */
  files?: Record<string, Uint8Array | null>;
  fields?: Record<string, string | null>;
}

/** What the browser's uploader posts for one photo of this size, every part with the size its slot wants. */
export function photoForm(size: PhotoSize, options: PhotoFormOptions = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    [UPLOAD_FIELDS.width]: String(size.width),
    [UPLOAD_FIELDS.height]: String(size.height),
    [UPLOAD_FIELDS.placeholder]: PLACEHOLDER,
    ...(options.group ? { [UPLOAD_FIELDS.group]: options.group } : {}),
    ...(options.caption ? { [UPLOAD_FIELDS.caption]: options.caption } : {}),
    ...(options.position ? { position: String(options.position) } : {}),
    ...options.fields,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
  const slots = uploadSlots("models/X/dzien/u.jpg", size);
  const files: Record<string, Uint8Array | null> = {};
  for (const part of uploadParts(size.width)) files[part] = fakeImage(slots.get(part)!, slots.get(part)!.format);
  Object.assign(files, options.files);
  for (const [part, file] of Object.entries(files)) {
    if (file) form.append(part, new Blob([file as Uint8Array<ArrayBuffer>]), part);
  }
  return form;
}
