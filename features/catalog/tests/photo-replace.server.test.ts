import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { galleryModel as sharedGalleryModel } from "./gallery-model.ts";
import { call, createActor, jsonOf, type Actor } from "#tests/security/support.ts";
import { photoKeysOf } from "../model.ts";
import { photoObjectKeys, uploadSlots } from "../photo-files.ts";
import { UPLOAD_LIMITS } from "../upload.ts";
import { fakeImage, photoForm } from "./photo-fixtures.ts";

/* "Zastąp": a photo's files are swapped for new ones checked as any upload; its place, caption and marks stay. */

const WIDE = { width: 2000, height: 1500 };
const NARROW = { width: 600, height: 800 };

interface Photo {
  id: number;
  group: string;
  position: number;
  key: string | null;
  width: number | null;
  caption: string | null;
}

let admin: Actor;
let user: Actor;

beforeAll(async () => {
  admin = await createActor(`zast${crypto.randomUUID().slice(0, 6)}`, { admin: true });
  user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
});

const galleryModel = (path: string) => sharedGalleryModel<Photo>(admin, path, WIDE);

function replace(modelId: number, photoId: number, form: FormData, cookie: string | null = admin.cookie) {
  return call("POST", `/api/models/${modelId}/photos/${photoId}`, {
    raw: form,
    contentType: null,
    cookie: cookie ?? undefined,
  });
}

async function listed(modelId: number): Promise<Photo[]> {
  return ((await jsonOf(await call("GET", `/api/models/${modelId}/photos`))) as { photos: Photo[] }).photos;
}

async function storedUnder(component: string): Promise<string[]> {
  return (await env.IMAGES.list({ prefix: `models/${component}/` })).objects.map((object) => object.key);
}

async function refusal(response: Response): Promise<{ status: number; error: string }> {
  return { status: response.status, error: ((await jsonOf(response)) as { error: string }).error };
}

/** A JPEG whose APP1 Exif block carries a text standing in for GPS and camera data. */
function jpegWithExif(size: { width: number; height: number }): Uint8Array {
  const plain = fakeImage(uploadSlots("models/X/dzien/u.jpg", size).get("full.jpg")!, "jpeg");
  const payload = new TextEncoder().encode("Exif\0\0MM\0*\0\0\0\x08\0\0\0\0\0\0ZNACZNIK-GPS\0");
  const length = payload.length + 2;
  return new Uint8Array([
    ...plain.subarray(0, 2),
    0xff,
    0xe1,
    length >> 8,
    length & 255,
    ...payload,
    ...plain.subarray(2),
  ]);
}

describe("POST /api/models/:id/photos/:photoId (Zastąp)", { timeout: 90_000 }, () => {
  test("keeps the photo's place, caption, cover, card and diary entries; the old files go, the new lose their Exif", async () => {
    const model = await galleryModel("Kaplica Zastapiona");
    const [first, second, third] = model.photos;
    const diary = await call("POST", `/api/diary/${model.component}`, {
      body: { date: "2026-11-22", content: "Wieża", photos: [2, 3].map((number) => ({ group: "budowa", number })) },
      cookie: admin.cookie,
    });
    expect(diary.status).toBe(201);
    for (const mark of ["cover", "card"]) {
      const marked = await call("PATCH", `/api/models/${model.id}/photos/${second!.id}`, {
        body: { [mark]: true },
        cookie: admin.cookie,
      });
      expect(marked.status).toBe(200);
    }

    const response = await replace(
      model.id,
      second!.id,
      photoForm(NARROW, { files: { "full.jpg": jpegWithExif(NARROW) } }),
    );
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const { photo } = (await jsonOf(response)) as { photo: Photo };
    expect(photo).toMatchObject({ id: second!.id, group: "budowa", position: 2, caption: "drugie", width: 600 });
    expect(photo.key).not.toBe(second!.key);

    expect((await listed(model.id)).map(({ id, position, key, caption }) => ({ id, position, key, caption }))).toEqual([
      { id: first!.id, position: 1, key: first!.key, caption: "pierwsze" },
      { id: second!.id, position: 2, key: photo.key, caption: "drugie" },
      { id: third!.id, position: 3, key: third!.key, caption: "trzecie" },
    ]);
    const read = (await jsonOf(await call("GET", `/api/models/${model.id}`, { cookie: admin.cookie }))) as {
      model: { cover?: string; card?: string };
    };
    expect(read.model.cover).toBe(photo.key);
    expect(read.model.card).toBe(photoKeysOf(photo.key!).thumb);

    const story = (await jsonOf(await call("GET", `/api/build/${model.component}`))) as {
      diary: { photos: { number: number; thumb: string }[] }[];
    };
    expect(story.diary[0]!.photos.map(({ number, thumb }) => ({ number, thumb }))).toEqual([
      { number: 2, thumb: `/images/${photoKeysOf(photo.key!).thumb}` },
      { number: 3, thumb: `/images/${photoKeysOf(third!.key!).thumb}` },
    ]);

    const stored = await storedUnder(model.component);
    expect(stored.filter((key) => photoObjectKeys(second!.key!).includes(key))).toEqual([]);
    // The narrow photo's cover slot (w1280) is copied from its w640, as when the owner picks a narrow cover.
    for (const slot of uploadSlots(photo.key!, NARROW).values()) expect(stored).toContain(slot.key);
    expect(stored).toContain(photo.key!.replace("/budowa/", "/budowa/w1280/").replace(".jpg", ".webp"));
    const full = new Uint8Array(await (await env.IMAGES.get(photo.key!))!.arrayBuffer());
    expect(new TextDecoder("latin1").decode(full)).not.toMatch(/Exif|ZNACZNIK-GPS/);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM catalog_uploads WHERE stored_at IS NULL").first("n")).toBe(
      0,
    );
  });

  test("refuses in Polish: a guest 401, a user 403, an unknown photo 404, a film 400, a bad file 415; nothing changes", async () => {
    const model = await galleryModel("Kaplica Odmowna");
    const [photo] = model.photos;
    const before = await storedUnder(model.component);
    expect((await replace(model.id, photo!.id, photoForm(WIDE), null)).status).toBe(401);
    expect((await replace(model.id, photo!.id, photoForm(WIDE), user.cookie)).status).toBe(403);
    expect(await refusal(await replace(model.id, 999_999, photoForm(WIDE)))).toEqual({
      status: 404,
      error: "Nie ma takiego zdjęcia w galerii tego modelu",
    });
    expect((await replace(999_999, photo!.id, photoForm(WIDE))).status).toBe(404);
    const film = await call("POST", `/api/models/${model.id}/photos`, {
      body: { video: "https://youtu.be/98O2UpxcMB0" },
      cookie: admin.cookie,
    });
    const filmId = ((await jsonOf(film)) as { photo: Photo }).photo.id;
    expect(await refusal(await replace(model.id, filmId, photoForm(WIDE)))).toEqual({
      status: 400,
      error: "Film nie ma pliku do zastąpienia: usuń go i dodaj nowy",
    });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    expect(await refusal(await replace(model.id, photo!.id, photoForm(WIDE, { files: { "w640.webp": png } })))).toEqual(
      {
        status: 415,
        error: "Plik w640.webp nie jest obrazem WebP",
      },
    );
    expect(await storedUnder(model.component)).toEqual(before);
    expect((await listed(model.id)).map(({ key }) => key)).toEqual([...model.photos.map(({ key }) => key), null]);
  });

  test("counts against the uploads' hourly cap (413)", async () => {
    const model = await galleryModel("Kaplica Limitowana");
    const started = Date.now() - 60_000;
    await env.DB.batch(
      Array.from({ length: UPLOAD_LIMITS.batchPhotos }, (_, n) =>
        env.DB.prepare("INSERT INTO catalog_uploads (key, model_id, started_at, stored_at) VALUES (?, ?, ?, ?)").bind(
          `models/${model.component}/dzien/cap${n}.jpg`,
          model.id,
          started,
          started,
        ),
      ),
    );
    const answer = await refusal(await replace(model.id, model.photos[0]!.id, photoForm(WIDE)));
    expect(answer.status).toBe(413);
    expect(answer.error).toMatch(/najwyżej 60 zdjęć w ciągu godziny/);
    expect((await listed(model.id)).map(({ key }) => key)).toEqual(model.photos.map(({ key }) => key));
  });
});
