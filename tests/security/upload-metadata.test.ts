import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { fakeImage, photoForm } from "#features/catalog/tests/photo-fixtures.ts";
import { uploadSlots } from "#features/catalog/photo-files.ts";
import { STRIP_MESSAGES } from "#features/catalog/server/strip-metadata.server.ts";
import { call, createActor, jsonOf, type Actor } from "./support.ts";

/* The photos API keeps no metadata of what it is sent: a script posting its own files gets them stored clean. */

const SIZE = { width: 2000, height: 1500 };
let owner: Actor;

beforeAll(async () => {
  owner = await createActor(`szef${crypto.randomUUID().slice(0, 6)}`, { admin: true });
});

/** An APP1 Exif segment whose IFD0 holds an orientation and an Artist text standing in for GPS and camera data. */
function exifSegment(orientation: number): Uint8Array {
  const text = new TextEncoder().encode("ZNACZNIK-GPS\0");
  const tiff = new Uint8Array(8 + 2 + 2 * 12 + 4 + text.length);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  view.setUint16(8, 2);
  view.setUint16(10, 0x0112);
  view.setUint16(12, 3);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint16(22, 0x013b);
  view.setUint16(24, 2);
  view.setUint32(26, text.length);
  view.setUint32(30, 8 + 2 + 24 + 4);
  tiff.set(text, 8 + 2 + 24 + 4);
  const payload = new Uint8Array([...new TextEncoder().encode("Exif\0\0"), ...tiff]);
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 255, ...payload]);
}

function jpegWithExif(orientation: number): Uint8Array {
  const plain = fakeImage(uploadSlots("models/X/dzien/u.jpg", SIZE).get("full.jpg")!, "jpeg");
  return new Uint8Array([...plain.subarray(0, 2), ...exifSegment(orientation), ...plain.subarray(2)]);
}

async function newModel(): Promise<number> {
  const path = `Ratusz ${crypto.randomUUID().slice(0, 6)}`;
  const created = await call("POST", "/api/models", {
    body: { path, name: path, category: "zamki i ratusze" },
    cookie: owner.cookie,
  });
  return ((await jsonOf(created)) as { model: { id: number } }).model.id;
}

const upload = (modelId: number, full: Uint8Array) =>
  call("POST", `/api/models/${modelId}/photos`, {
    raw: photoForm(SIZE, { files: { "full.jpg": full } }),
    contentType: null,
    cookie: owner.cookie,
  });

describe("a photo sent with metadata", () => {
  test("is stored without its EXIF segment", async () => {
    const modelId = await newModel();
    const answer = await upload(modelId, jpegWithExif(1));
    expect(answer.status).toBe(201);
    const { photo } = (await jsonOf(answer)) as { photo: { key: string } };
    const stored = await env.IMAGES.get(photo.key);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    const text = String.fromCharCode(...bytes);
    expect(text).not.toContain("ZNACZNIK-GPS");
    expect(text).not.toContain("Exif");
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  test("turned by its EXIF orientation is refused with a Polish message, nothing stored", async () => {
    const modelId = await newModel();
    const answer = await upload(modelId, jpegWithExif(6));
    expect(answer.status).toBe(400);
    expect(await jsonOf(answer)).toEqual({ error: `full.jpg: ${STRIP_MESSAGES.rotated}` });
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM catalog_photos WHERE model_id = ?")
      .bind(modelId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });
});
