import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { imageWithMetadata, photoForm } from "#features/catalog/tests/photo-fixtures.ts";
import { uploadSlots } from "#features/catalog/photo-files.ts";
import { STRIP_MESSAGES } from "#features/catalog/server/strip-metadata.server.ts";
import { call, createActor, jsonOf, type Actor } from "./support.ts";

/* The photos API keeps no metadata of what it is sent: a script posting its own files gets them stored clean. */

const SIZE = { width: 2000, height: 1500 };
let owner: Actor;

beforeAll(async () => {
  owner = await createActor(`szef${crypto.randomUUID().slice(0, 6)}`, { admin: true });
});

function jpegWithExif(orientation: number): Uint8Array {
  return imageWithMetadata(uploadSlots("models/X/dzien/u.jpg", SIZE).get("full.jpg")!, "jpeg", { orientation });
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
