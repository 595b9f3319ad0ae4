import type { LatLng } from "#features/catalog/index.ts";

/** "Exif\0\0": the same marker opens the block in a JPEG's APP1 segment and in a HEIC's Exif item. */
const EXIF_MARK = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
/** The block sits near the start: a JPEG's APP1 segment, a HEIC's first items. */
export const EXIF_SCAN_BYTES = 256 * 1024;
const LITTLE_ENDIAN = 0x4949;
const GPS_POINTER = 0x8825;
const TAG = { latitudeRef: 1, latitude: 2, longitudeRef: 3, longitude: 4 } as const;
const ENTRY_BYTES = 12;

function exifStart(bytes: Uint8Array): number {
  const end = Math.min(bytes.length, EXIF_SCAN_BYTES) - EXIF_MARK.length;
  for (let at = 0; at < end; at++) {
    if (EXIF_MARK.every((byte, index) => bytes[at + index] === byte)) return at + EXIF_MARK.length;
  }
  return -1;
}

/** Only the map point is read: every stored file is re-encoded from pixels, so the rest of the EXIF never leaves. */
export function readGps(bytes: Uint8Array): LatLng | undefined {
  const start = exifStart(bytes);
  if (start < 0) return undefined;
  const tiff = new DataView(bytes.buffer, bytes.byteOffset + start, bytes.length - start);
  try {
    return gpsOf(tiff);
  } catch {
    // A cut or malformed block reads past its end: a photo without a point, not a failed upload.
    return undefined;
  }
}

function gpsOf(tiff: DataView): LatLng | undefined {
  const little = tiff.getUint16(0) === LITTLE_ENDIAN;
  const u16 = (offset: number) => tiff.getUint16(offset, little);
  const u32 = (offset: number) => tiff.getUint32(offset, little);
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, index) => {
      const at = ifd + 2 + index * ENTRY_BYTES;
      return { tag: u16(at), at };
    });
  const pointer = entries(u32(4)).find((entry) => entry.tag === GPS_POINTER);
  if (!pointer) return undefined;
  const gps = new Map(entries(u32(pointer.at + 8)).map((entry) => [entry.tag, entry.at]));
  const ref = (tag: number) => {
    const at = gps.get(tag);
    return at === undefined ? "" : String.fromCharCode(tiff.getUint8(at + 8));
  };
  const angle = (tag: number) => {
    const at = gps.get(tag);
    if (at === undefined) return Number.NaN;
    const values = u32(at + 8);
    const part = (index: number) => u32(values + index * 8) / u32(values + index * 8 + 4);
    return part(0) + part(1) / 60 + part(2) / 3600;
  };
  const latitude = angle(TAG.latitude) * (ref(TAG.latitudeRef) === "S" ? -1 : 1);
  const longitude = angle(TAG.longitude) * (ref(TAG.longitudeRef) === "W" ? -1 : 1);
  const valid =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  // A camera without a fix writes zeros.
  if (!valid || (latitude === 0 && longitude === 0)) return undefined;
  return [round(latitude), round(longitude)];
}

/** Six decimals: about 10 cm, more than a phone's fix knows. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
