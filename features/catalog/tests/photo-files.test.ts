import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { readImageHeader, sniffFormat } from "../image-header.ts";
import { newPhotoKey, photoObjectKeys, UPLOADED_NAME, uploadSlots } from "../photo-files.ts";
import { photoKeys, type PhotoGroup } from "../model.ts";
import { uploadParts } from "../upload.ts";

/* An upload's keys and expected sizes, and the headers the server reads of what real encoders write. */

describe("uploadSlots", () => {
  test("names every part the uploader sends and no other, each under a key derived from the photo's", () => {
    const key = "models/Hel/dzien/uabcdefghijkm.jpg";
    for (const width of [500, 640, 1200, 1280, 2000, 2400]) {
      expect([...uploadSlots(key, { width, height: 900 }).keys()].sort()).toEqual(uploadParts(width).sort());
    }
    const slots = uploadSlots(key, { width: 2000, height: 1500 });
    expect(slots.get("full.jpg")).toEqual({ key, format: "jpeg", width: 2000, height: 1500 });
    expect(slots.get("og.jpg")).toEqual({
      key: "models/Hel/dzien/og/uabcdefghijkm.jpg",
      format: "jpeg",
      width: 1200,
      height: 900,
    });
    expect(slots.get("w2400.avif")).toMatchObject({ key: "models/Hel/dzien/w2400/uabcdefghijkm.avif", width: 2000 });
    expect(slots.get("w640.webp")).toMatchObject({ width: 640, height: 480 });
    expect(slots.get("thumb.webp")?.key).toBe(photoKeys("Hel", own(key), 1).thumb);
    expect(slots.get("random.webp")?.key).toBe(photoKeys("Hel", own(key), 1).random);
    expect(slots.get("thumb-w320.avif")).toEqual({
      key: "models/Hel/dzien/thumbs/w320/uabcdefghijkm.avif",
      format: "avif",
      width: 320,
      height: 320,
    });
    const every = photoObjectKeys(key);
    for (const slot of slots.values()) expect(every).toContain(slot.key);
  });

  test("a new key is random, in the group's folder, and never a seeded numbered name", () => {
    const key = newPhotoKey("Hel", "dzień");
    expect(key).toMatch(/^models\/Hel\/dzien\/u[a-z2-9]{12}\.jpg$/);
    expect(key).toMatch(UPLOADED_NAME);
    expect(newPhotoKey("Hel", "dzień")).not.toBe(key);
  });
});

function own(key: string): PhotoGroup {
  return { kind: "photos", name: "dzień", quantity: 1, prefix: "", format: ".jpg", photos: [{ key }] };
}

describe("readImageHeader", () => {
  const picture = (width: number, height: number, alpha = false) =>
    sharp({ create: { width, height, channels: alpha ? 4 : 3, background: "#8a6" } });

  test("reads the type by the first bytes and the size of what sharp writes", async () => {
    const cases: [string, Buffer, string, number, number][] = [
      ["jpeg", await picture(2400, 1800).jpeg().toBuffer(), "jpeg", 2400, 1800],
      ["progressive jpeg", await picture(640, 853).jpeg({ progressive: true }).toBuffer(), "jpeg", 640, 853],
      ["lossy webp", await picture(1280, 720).webp().toBuffer(), "webp", 1280, 720],
      ["lossless webp", await picture(160, 160).webp({ lossless: true }).toBuffer(), "webp", 160, 160],
      ["webp with alpha", await picture(321, 77, true).webp().toBuffer(), "webp", 321, 77],
      ["avif", await picture(2400, 3200).avif({ effort: 0 }).toBuffer(), "avif", 2400, 3200],
      ["avif with alpha", await picture(200, 200, true).avif({ effort: 0 }).toBuffer(), "avif", 200, 200],
    ];
    for (const [name, buffer, format, width, height] of cases) {
      expect(readImageHeader(new Uint8Array(buffer)), name).toEqual({ format, width, height });
    }
  });

  test("anything else, or a header cut short, is no image", async () => {
    const png = new Uint8Array(await picture(10, 10).png().toBuffer());
    expect(sniffFormat(png)).toBeUndefined();
    expect(readImageHeader(png)).toBeUndefined();
    expect(readImageHeader(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    const jpeg = new Uint8Array(await picture(100, 100).jpeg().toBuffer());
    expect(readImageHeader(jpeg.subarray(0, 12))).toBeUndefined();
    const avif = new Uint8Array(await picture(100, 100).avif({ effort: 0 }).toBuffer());
    expect(readImageHeader(avif.subarray(0, 40))).toBeUndefined();
  });
});
