// @vitest-environment node
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { STRIP_MESSAGES, stripMetadata, type StrippedFormat } from "../server/strip-metadata.server.ts";

/* Real files from sharp with GPS and an author in their EXIF: what comes out holds none of it and still decodes. */

const EXIF = {
  IFD0: { Copyright: "ZNACZNIK-AUTORA", Artist: "ZNACZNIK-AUTORA" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "54/1 36/1 3000/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "18/1 48/1 0/1",
  },
};

function picture() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 100, b: 50 } } });
}

async function withGps(format: StrippedFormat): Promise<Uint8Array> {
  return new Uint8Array(await picture()[format]().withExif(EXIF).toBuffer());
}

function holds(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(text);
}

describe("stripping metadata", () => {
  test.each(["jpeg", "png", "webp"] as const)("a %s loses its EXIF with GPS and still decodes", async (format) => {
    const original = await withGps(format);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(holds(original, "ZNACZNIK-AUTORA")).toBe(true);
    const result = stripMetadata(original, format);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(holds(result.bytes, "ZNACZNIK-AUTORA")).toBe(false);
    expect(holds(result.bytes, "Exif")).toBe(false);
    expect(holds(result.bytes, "eXIf")).toBe(false);
    expect(holds(result.bytes, "EXIF")).toBe(false);
    const decoded = await sharp(result.bytes).metadata();
    expect(decoded).toMatchObject({ format: format === "jpeg" ? "jpeg" : format, width: 64, height: 48 });
    expect(decoded.exif).toBeUndefined();
    const { info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 64, height: 48 });
  });

  test("a WebP's VP8X no longer announces EXIF or XMP", async () => {
    const result = stripMetadata(await withGps("webp"), "webp");
    if (!result.ok) throw new Error(result.message);
    const vp8x = Buffer.from(result.bytes).indexOf("VP8X");
    if (vp8x >= 0) expect(result.bytes[vp8x + 8]! & 0x0c).toBe(0);
    const view = new DataView(result.bytes.buffer, result.bytes.byteOffset);
    expect(view.getUint32(4, true)).toBe(result.bytes.length - 8);
  });

  test("XMP and comments go from a JPEG, PNG text chunks too", async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/">ZNACZNIK-XMP</x:xmpmeta>';
    const jpeg = new Uint8Array(await picture().jpeg().withXmp(xmp).toBuffer());
    expect(holds(jpeg, "ZNACZNIK-XMP")).toBe(true);
    const strippedJpeg = stripMetadata(jpeg, "jpeg");
    if (!strippedJpeg.ok) throw new Error(strippedJpeg.message);
    expect(holds(strippedJpeg.bytes, "ZNACZNIK-XMP")).toBe(false);
    const png = new Uint8Array(await picture().png().withXmp(xmp).toBuffer());
    const strippedPng = stripMetadata(png, "png");
    if (!strippedPng.ok) throw new Error(strippedPng.message);
    expect(holds(strippedPng.bytes, "ZNACZNIK-XMP")).toBe(false);
    expect((await sharp(strippedPng.bytes).metadata()).xmp).toBeUndefined();
  });

  test("an AVIF with Exif is refused in Polish; one without passes unchanged", async () => {
    const refused = stripMetadata(await withGps("avif"), "avif");
    expect(refused).toEqual({ ok: false, message: STRIP_MESSAGES.avifMetadata });
    const clean = new Uint8Array(await picture().avif().toBuffer());
    expect(stripMetadata(clean, "avif")).toEqual({ ok: true, bytes: clean });
  });

  test("a JPEG turned only by its EXIF orientation is refused; orientation 1 passes", async () => {
    const turned = new Uint8Array(await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    expect(stripMetadata(turned, "jpeg")).toEqual({ ok: false, message: STRIP_MESSAGES.rotated });
    const upright = new Uint8Array(await picture().jpeg().withMetadata({ orientation: 1 }).toBuffer());
    expect(stripMetadata(upright, "jpeg").ok).toBe(true);
  });

  test.each(["png", "webp"] as const)("a %s turned only by its EXIF orientation is refused too", async (format) => {
    const turned = new Uint8Array(await picture()[format]().withMetadata({ orientation: 6 }).toBuffer());
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    expect(stripMetadata(turned, format)).toEqual({ ok: false, message: STRIP_MESSAGES.rotated });
    const upright = new Uint8Array(await picture()[format]().withMetadata({ orientation: 1 }).toBuffer());
    expect(stripMetadata(upright, format).ok).toBe(true);
  });

  test("a file cut short is refused, not stored half-read", async () => {
    const jpeg = await withGps("jpeg");
    expect(stripMetadata(jpeg.subarray(0, 30), "jpeg")).toEqual({ ok: false, message: STRIP_MESSAGES.broken });
  });
});
