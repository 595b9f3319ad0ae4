import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { readImageHeader, uploadSlots } from "#features/catalog/index.ts";
import { UPLOAD_FIELDS, uploadParts } from "#features/catalog/upload.ts";
import { addPhotos, uploadFormOf, type PhotoTarget } from "../lib/upload-photos.ts";

/* `images:import --add` posts what the browser's uploader posts: every part in its slot, upright, without EXIF. */

const folder = mkdtempSync(path.join(tmpdir(), "upload-photos-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function portrait(): Promise<string> {
  const file = path.join(folder, "portret.jpg");
  await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#69c" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Aparat" } } })
    .toFile(file);
  return file;
}

describe("uploadFormOf", () => {
  test("an oriented camera photo comes out upright, in every slot its width asks for, with no EXIF", async () => {
    const form = await uploadFormOf(await portrait(), "dzień", "Od frontu");
    expect(form.get(UPLOAD_FIELDS.width)).toBe("1000");
    expect(form.get(UPLOAD_FIELDS.height)).toBe("1500");
    expect(form.get(UPLOAD_FIELDS.group)).toBe("dzień");
    expect(form.get(UPLOAD_FIELDS.caption)).toBe("Od frontu");
    expect(form.get(UPLOAD_FIELDS.placeholder)).toMatch(/^[A-Za-z0-9+/]{16,64}={0,2}$/);
    const slots = uploadSlots("models/X/dzien/u.jpg", { width: 1000, height: 1500 });
    const parts = [...form.keys()].filter((name) => !Object.values(UPLOAD_FIELDS).includes(name as never));
    expect(parts.sort()).toEqual(uploadParts(1000).sort());
    for (const part of parts) {
      const bytes = new Uint8Array(await (form.get(part) as File).arrayBuffer());
      const slot = slots.get(part as never)!;
      expect(readImageHeader(bytes), part).toEqual({ format: slot.format, width: slot.width, height: slot.height });
      expect((await sharp(bytes).metadata()).exif, part).toBeUndefined();
    }
  });

  test("adds each file through the target and reports the ones that fail", async () => {
    const broken = path.join(folder, "zepsute.jpg");
    await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toFile(broken);
    const uploads: number[] = [];
    const target: PhotoTarget = {
      modelId: async (component) => (component === "Hel" ? 9 : undefined),
      upload: async (modelId) => {
        uploads.push(modelId);
        return `models/Hel/dzien/u${uploads.length}.jpg`;
      },
      close: async () => undefined,
    };
    const result = await addPhotos([await portrait(), path.join(folder, "brak.jpg")], "Hel", "dzień", target);
    expect(result.added).toEqual(["models/Hel/dzien/u1.jpg"]);
    expect(result.failures.map((failure) => path.basename(failure.file))).toEqual(["brak.jpg"]);
    await expect(addPhotos([], "Nieznany", "dzień", target)).rejects.toThrow("Nie ma modelu 'Nieznany'");
  });
});
