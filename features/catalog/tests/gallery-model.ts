import { expect } from "vitest";
import { call, jsonOf, type Actor } from "#tests/security/support.ts";
import type { PhotoSize } from "../photo-files.ts";
import { photoForm } from "./photo-fixtures.ts";

/** A published model with three photos in "budowa" ("pierwsze", "drugie", "trzecie"), made through the API. */
export async function galleryModel<Photo>(
  admin: Actor,
  path: string,
  size: PhotoSize,
): Promise<{ id: number; component: string; photos: Photo[] }> {
  const created = await call("POST", "/api/models", {
    body: { path, name: path, category: "kościoły" },
    cookie: admin.cookie,
  });
  const { model } = (await jsonOf(created)) as { model: { id: number; component: string } };
  await call("PATCH", `/api/models/${model.id}`, { body: { published: true }, cookie: admin.cookie });
  const photos: Photo[] = [];
  for (const caption of ["pierwsze", "drugie", "trzecie"]) {
    const response = await call("POST", `/api/models/${model.id}/photos`, {
      raw: photoForm(size, { group: "budowa", caption }),
      contentType: null,
      cookie: admin.cookie,
    });
    expect(response.status).toBe(201);
    photos.push(((await jsonOf(response)) as { photo: Photo }).photo);
  }
  return { ...model, photos };
}
