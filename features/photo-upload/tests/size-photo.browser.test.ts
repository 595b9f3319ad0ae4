import { describe, expect, it } from "vitest";
import { UPLOAD_FIELDS, uploadParts } from "#features/catalog/index.ts";
import { readGps } from "../sizing/exif-gps.ts";
import type { SizedPhoto } from "../sizing/protocol.ts";
import { sizePhoto } from "../sizing/size-photo.ts";
import { sizeInWorker } from "../sizing/sizer.client.ts";
import { uploadForm } from "../state/send-photo.ts";
import { FIXTURE_GPS, orientedJpeg } from "./exif-fixture.ts";

const EXIF_MARK = "Exif";

async function pixelAt(blob: Blob, x: number, y: number): Promise<readonly number[]> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d")!;
  context.drawImage(bitmap, 0, 0);
  return [...context.getImageData(Math.round(x * (bitmap.width - 1)), Math.round(y * (bitmap.height - 1)), 1, 1).data];
}

const reddish = ([red, , blue]: readonly number[]) => red! > 200 && blue! < 60;
const bluish = ([red, , blue]: readonly number[]) => blue! > 200 && red! < 60;

async function expectUpright(photo: SizedPhoto) {
  for (const [part, blob] of photo.parts) {
    const bitmap = await createImageBitmap(blob);
    const square = part.startsWith("thumb") || part.startsWith("random");
    expect(bitmap.width < bitmap.height || square, `${part} is portrait`).toBe(true);
    expect(reddish(await pixelAt(blob, 0.5, 0.1)), `${part} red on top`).toBe(true);
    expect(bluish(await pixelAt(blob, 0.5, 0.9)), `${part} blue below`).toBe(true);
    const text = new TextDecoder("latin1").decode(await blob.arrayBuffer());
    expect(text.includes(EXIF_MARK), `${part} carries no EXIF`).toBe(false);
  }
}

describe("sizing a photo in the browser", () => {
  it("reads the GPS point of a phone's photo", async () => {
    const file = await orientedJpeg();
    expect(readGps(new Uint8Array(await file.arrayBuffer()))).toEqual(FIXTURE_GPS);
  });

  it("turns an oriented JPEG upright in every slot, in the formats each part names, without EXIF", async () => {
    const photo = await sizePhoto(await orientedJpeg());
    expect([photo.width, photo.height]).toEqual([400, 600]);
    expect(photo.gps).toEqual(FIXTURE_GPS);
    expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);
    expect(photo.parts.map(([part]) => part)).toEqual(uploadParts(400));
    for (const [part, blob] of photo.parts) {
      const extension = part.slice(part.lastIndexOf(".") + 1);
      expect(blob.type).toBe(`image/${extension === "jpg" ? "jpeg" : extension}`);
    }
    await expectUpright(photo);
  });

  it("sizes in a Web Worker with progress", async () => {
    const progress: number[] = [];
    const photo = await sizeInWorker(await orientedJpeg(), (done) => progress.push(done), new AbortController().signal);
    expect(progress.at(-1)).toBe(1);
    expect(photo.parts).toHaveLength(uploadParts(400).length);
    await expectUpright(photo);
  });

  it("finds no point in a photo without one or in a cut EXIF block", async () => {
    const bytes = new Uint8Array(await (await orientedJpeg()).arrayBuffer());
    const exif = bytes.findIndex((byte, at) => byte === 0x45 && bytes[at + 1] === 0x78 && bytes[at + 2] === 0x69);
    expect(readGps(bytes.slice(0, exif + 40))).toBeUndefined();
    const canvas = new OffscreenCanvas(8, 8);
    canvas.getContext("2d")!.fillRect(0, 0, 8, 8);
    const plain = await canvas.convertToBlob({ type: "image/jpeg" });
    expect(readGps(new Uint8Array(await plain.arrayBuffer()))).toBeUndefined();
  });

  it("sends one multipart request with the contract's fields and every part named as the server expects", async () => {
    const photo = await sizePhoto(await orientedJpeg());
    const form = uploadForm(photo, { group: "noc" });
    expect(form.get(UPLOAD_FIELDS.group)).toBe("noc");
    expect(form.get(UPLOAD_FIELDS.width)).toBe("400");
    expect(form.get(UPLOAD_FIELDS.height)).toBe("600");
    expect(form.get(UPLOAD_FIELDS.placeholder)).toBe(photo.placeholder);
    for (const part of uploadParts(400)) expect((form.get(part) as File).name).toBe(part);
  });

  it("names a file the browser cannot read", async () => {
    const file = new File(
      [new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])],
      "IMG_0001.HEIC",
      {
        type: "image/heic",
      },
    );
    await expect(sizePhoto(file)).rejects.toThrow(/„IMG_0001\.HEIC”/);
  });
});
