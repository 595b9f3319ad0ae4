import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { call, createActor, jsonOf, ORIGIN, type Actor } from "#tests/security/support.ts";
import { photoObjectKeys, uploadSlots } from "../photo-files.ts";
import { uploadPhoto, sweepUploads } from "../server/photo-storage.server.ts";
import { UPLOAD_LIMITS, uploadParts } from "../upload.ts";
import { fakeImage, photoForm, PLACEHOLDER } from "./photo-fixtures.ts";

/* The owner's photo uploads and gallery arranging (decision 025): every check refuses before anything is stored. */

const db = createDatabase(env.DB);
const WIDE = { width: 2000, height: 1500 };
const NARROW = { width: 600, height: 800 };

interface Photo {
  id: number;
  group: string;
  position: number;
  key: string | null;
  videoId: string | null;
  caption: string | null;
  param: string | null;
}

let admin: Actor;
let user: Actor;

beforeAll(async () => {
  admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
  user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
});

async function newModel(path: string): Promise<{ id: number; component: string }> {
  const created = await call("POST", "/api/models", {
    body: { path, name: path, category: "kościoły" },
    cookie: admin.cookie,
  });
  const { model } = (await jsonOf(created)) as { model: { id: number; component: string } };
  await call("PATCH", `/api/models/${model.id}`, { body: { published: true }, cookie: admin.cookie });
  return model;
}

function upload(modelId: number, form: FormData, cookie: string | null = admin.cookie, origin?: string) {
  return call("POST", `/api/models/${modelId}/photos`, {
    raw: form,
    contentType: null,
    cookie: cookie ?? undefined,
    origin,
  });
}

async function uploaded(modelId: number, form: FormData): Promise<Photo> {
  const response = await upload(modelId, form);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return ((await jsonOf(response)) as { photo: Photo }).photo;
}

async function listed(modelId: number): Promise<Photo[]> {
  return ((await jsonOf(await call("GET", `/api/models/${modelId}/photos`))) as { photos: Photo[] }).photos;
}

async function storedUnder(component: string): Promise<string[]> {
  return (await env.IMAGES.list({ prefix: `models/${component}/` })).objects.map((object) => object.key);
}

async function uploadRows(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM catalog_uploads WHERE stored_at IS NULL").first<{
    n: number;
  }>();
  return row!.n;
}

async function refusedWith(modelId: number, form: FormData, status: number, error: string | RegExp) {
  const response = await upload(modelId, form);
  const body = (await jsonOf(response)) as { error: string };
  expect(response.status, body.error).toBe(status);
  if (typeof error === "string") expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}

describe("POST /api/models/:id/photos", () => {
  test("guests get 401, users and other origins 403, and nothing is stored", async () => {
    const model = await newModel("Kaplica Sprawdzona");
    expect((await upload(model.id, photoForm(WIDE), null)).status).toBe(401);
    expect((await upload(model.id, photoForm(WIDE), user.cookie)).status).toBe(403);
    expect((await upload(model.id, photoForm(WIDE), admin.cookie, "https://evil.example")).status).toBe(403);
    expect(await storedUnder(model.component)).toEqual([]);
    expect(await listed(model.id)).toEqual([]);
  });

  test("stores every file under the photo's own key, then the row: a new group 'dzień' with its sizes", async () => {
    const model = await newModel("Kaplica Nowa");
    const photo = await uploaded(model.id, photoForm(WIDE, { caption: "Od frontu" }));
    expect(photo).toMatchObject({ group: "dzień", position: 1, caption: "Od frontu", param: "dzien-01" });
    expect(photo.key).toMatch(new RegExp(`^models/${model.component}/dzien/u[a-z2-9]{12}\\.jpg$`));
    const slots = uploadSlots(photo.key!, WIDE);
    expect((await storedUnder(model.component)).sort()).toEqual([...slots.values()].map((slot) => slot.key).sort());
    expect((await env.IMAGES.head(slots.get("w1280.avif")!.key))?.httpMetadata?.contentType).toBe("image/avif");
    expect(await uploadRows()).toBe(0);

    const images = (await jsonOf(await call("GET", `/api/photos/${model.component}/dzien`))) as {
      images: { packed: string };
    };
    expect(images.images.packed).toBe(`2000,1500,${PLACEHOLDER}`);
    const page = await SELF.fetch(`${ORIGIN}/Kaplica%20Nowa?photo=dzien-01`);
    const html = await page.text();
    // The grid draws its thumbnails once near the viewport; the page's data carries the photo's key for it.
    expect(html).toContain(photo.key);
    expect(html).toContain(`content="${ORIGIN}/images/models/${model.component}/dzien/og/`);
    expect(html).toContain('property="og:image:width" content="1200"');
    expect(html).toContain('property="og:image:height" content="900"');
    expect(html).toContain("Od frontu");
  });

  test("a draft's group sizes answer the admin, whose page shows the draft, and are a 404 to anyone else", async () => {
    const created = await call("POST", "/api/models", {
      body: { path: "Kaplica Szkicowa", name: "Kaplica Szkicowa", category: "kościoły" },
      cookie: admin.cookie,
    });
    const { model } = (await jsonOf(created)) as { model: { id: number; component: string } };
    await uploaded(model.id, photoForm(WIDE, { group: "budowa" }));
    const path = `/api/photos/${model.component}/budowa`;
    const owner = await call("GET", path, { cookie: admin.cookie });
    expect(owner.status).toBe(200);
    expect(await jsonOf(owner)).toEqual({ images: { group: "budowa", packed: `2000,1500,${PLACEHOLDER}` } });
    for (const cookie of [undefined, user.cookie]) {
      const other = await call("GET", path, { cookie });
      expect(other.status).toBe(404);
      expect(await jsonOf(other)).toEqual({ error: "Nie ma takiej galerii" });
    }
  });

  test("checks each file's type by its bytes, not its name: 415, nothing stored", async () => {
    const model = await newModel("Kaplica Typy");
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    await refusedWith(
      model.id,
      photoForm(WIDE, { files: { "w640.webp": png } }),
      415,
      "Plik w640.webp nie jest obrazem WebP",
    );
    const jpegAsAvif = fakeImage({ width: 320, height: 320 }, "jpeg");
    await refusedWith(
      model.id,
      photoForm(WIDE, { files: { "thumb-w320.avif": jpegAsAvif } }),
      415,
      "Plik thumb-w320.avif nie jest obrazem AVIF",
    );
    const webpAsJpeg = fakeImage(WIDE, "webp");
    await refusedWith(model.id, photoForm(WIDE, { files: { "full.jpg": webpAsJpeg } }), 415, /JPEG/);
    expect((await upload(model.id, new FormData(), admin.cookie)).status).toBe(400);
    const json = await call("POST", `/api/models/${model.id}/photos`, {
      body: "x",
      contentType: "text/plain",
      cookie: admin.cookie,
    });
    expect(json.status).toBe(415);
    expect(await storedUnder(model.component)).toEqual([]);
    expect(await uploadRows()).toBe(0);
  });

  test("checks each file's width and height against the slot it claims: 400", async () => {
    const model = await newModel("Kaplica Rozmiary");
    const wrongFull = photoForm(WIDE, { files: { "full.jpg": fakeImage({ width: 2000, height: 1400 }, "jpeg") } });
    await refusedWith(model.id, wrongFull, 400, "Plik full.jpg ma 2000 × 1400 px, a powinien mieć 2000 × 1500 px");
    const wrongCopy = photoForm(WIDE, { files: { "w640.avif": fakeImage({ width: 700, height: 525 }, "avif") } });
    await refusedWith(model.id, wrongCopy, 400, /w640\.avif ma 700 × 525/);
    const notSquare = photoForm(WIDE, { files: { "thumb.webp": fakeImage({ width: 160, height: 120 }, "webp") } });
    await refusedWith(model.id, notSquare, 400, /thumb\.webp/);
    const tooWide = { width: UPLOAD_LIMITS.maxWidth + 1, height: 100 };
    await refusedWith(model.id, photoForm(tooWide), 400, /najwyżej 2400 × 4800/);
    await refusedWith(model.id, photoForm(WIDE, { fields: { width: "dwa" } }), 400, /szerokość/);
    await refusedWith(model.id, photoForm(WIDE, { fields: { placeholder: "<script>" } }), 400, /placeholder/);
    await refusedWith(model.id, photoForm(WIDE, { group: "filmy" }), 400, /grupę galerii/);
    expect(await storedUnder(model.component)).toEqual([]);
  });

  test("every part present and no other: 400; a file over the cap 413; a batch over the cap 413", async () => {
    const model = await newModel("Kaplica Limity");
    await refusedWith(
      model.id,
      photoForm(WIDE, { files: { "og.jpg": null } }),
      400,
      "Brakuje pliku og.jpg tego zdjęcia",
    );
    const extra = photoForm(WIDE, { files: { "w320.webp": fakeImage({ width: 320, height: 240 }, "webp") } });
    await refusedWith(model.id, extra, 400, /Nieoczekiwany plik w320\.webp/);
    const big = fakeImage({ width: 1280, height: 960 }, "webp", UPLOAD_LIMITS.fileBytes);
    await refusedWith(
      model.id,
      photoForm(WIDE, { files: { "w1280.webp": big } }),
      413,
      "Plik w1280.webp jest większy niż 8 MB",
    );
    await refusedWith(
      model.id,
      photoForm(WIDE, { caption: "x".repeat(301) }),
      413,
      "Podpis może mieć najwyżej 300 znaków",
    );
    const started = Date.now() - 60_000;
    const fill = Array.from({ length: UPLOAD_LIMITS.batchPhotos }, (_, n) =>
      env.DB.prepare("INSERT INTO catalog_uploads (key, model_id, started_at, stored_at) VALUES (?, ?, ?, ?)").bind(
        `models/${model.component}/dzien/batch${n}.jpg`,
        model.id,
        started,
        started,
      ),
    );
    await env.DB.batch(fill);
    await refusedWith(model.id, photoForm(WIDE), 413, /najwyżej 60 zdjęć w ciągu godziny/);
    expect(await storedUnder(model.component)).toEqual([]);
    expect(await listed(model.id)).toEqual([]);
  });

  test("a failed write removes what was written and shows nothing; an abandoned upload is swept after a day", async () => {
    const model = await newModel("Kaplica Awaria");
    let puts = 0;
    const failing = new Proxy(env.IMAGES, {
      get(target, name) {
        if (name === "put") {
          return (...args: Parameters<R2Bucket["put"]>) => {
            puts += 1;
            return puts === 5 ? Promise.reject(new Error("R2 down")) : target.put(...args);
          };
        }
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(uploadPhoto(db, failing, model.id, { form: photoForm(WIDE) })).rejects.toThrow("R2 down");
    expect(await storedUnder(model.component)).toEqual([]);
    expect(await listed(model.id)).toEqual([]);
    expect(await uploadRows()).toBe(0);

    // A crash between the files and the row: the upload's row stays unstored and its files stay invisible.
    const key = `models/${model.component}/dzien/uabandonedabcd.jpg`;
    const started = Date.parse("2026-11-01T10:00:00Z");
    await env.DB.prepare("INSERT INTO catalog_uploads (key, model_id, started_at) VALUES (?, ?, ?)")
      .bind(key, model.id, started)
      .run();
    for (const slot of uploadSlots(key, WIDE).values()) await env.IMAGES.put(slot.key, fakeImage(slot, slot.format));
    expect(await listed(model.id)).toEqual([]);
    expect((await jsonOf(await call("GET", `/api/models/${model.id}`))) as object).toMatchObject({
      model: { gallery: [] },
    });
    expect(await sweepUploads(db, env.IMAGES, started + 23 * 60 * 60 * 1000)).toBe(0);
    expect((await storedUnder(model.component)).length).toBe(uploadParts(WIDE.width).length);
    expect(await sweepUploads(db, env.IMAGES, started + 25 * 60 * 60 * 1000)).toBe(1);
    expect(await storedUnder(model.component)).toEqual([]);
    expect(await uploadRows()).toBe(0);
  });
});

describe("arranging the gallery", () => {
  test("reorders with the others shifting, captions, moves to another group, makes the cover and card, deletes", async () => {
    const model = await newModel("Kaplica Galeria");
    const [a, b, c] = [
      await uploaded(model.id, photoForm(WIDE)),
      await uploaded(model.id, photoForm(NARROW)),
      await uploaded(model.id, photoForm(WIDE)),
    ];
    const patch = (photo: Photo, body: unknown, cookie = admin.cookie) =>
      call("PATCH", `/api/models/${model.id}/photos/${photo.id}`, { body, cookie });
    const order = async () => (await listed(model.id)).map((photo) => [photo.id, photo.group, photo.position]);

    expect((await patch(c, { position: 1 }, user.cookie)).status).toBe(403);
    expect((await call("PATCH", `/api/models/${model.id}/photos/${c.id}`, { body: { position: 1 } })).status).toBe(401);
    expect((await patch(c, { position: 1 })).status).toBe(200);
    expect(await order()).toEqual([
      [c.id, "dzień", 1],
      [a.id, "dzień", 2],
      [b.id, "dzień", 3],
    ]);
    expect((await patch(c, { position: 99 })).status).toBe(200);
    expect(await order()).toEqual([
      [a.id, "dzień", 1],
      [b.id, "dzień", 2],
      [c.id, "dzień", 3],
    ]);
    expect((await patch(a, { position: 0 })).status).toBe(400);
    expect((await patch(a, {})).status).toBe(400);

    const captioned = await patch(b, { caption: "  Nocą od strony portu " });
    expect(await jsonOf(captioned)).toMatchObject({ photo: { caption: "Nocą od strony portu", param: "dzien-02" } });
    const { model: read } = (await jsonOf(await call("GET", `/api/models/${model.id}`))) as {
      model: { gallery: { name: string; photos: { key: string; caption?: string }[] }[] };
    };
    expect(read.gallery[0]!.photos.map((photo) => photo.caption)).toEqual([
      undefined,
      "Nocą od strony portu",
      undefined,
    ]);

    expect((await patch(a, { group: "noc", position: 1 })).status).toBe(200);
    expect(await order()).toEqual([
      [b.id, "dzień", 1],
      [c.id, "dzień", 2],
      [a.id, "noc", 1],
    ]);

    expect((await patch(b, { cover: true, card: true })).status).toBe(200);
    const covered = (await jsonOf(await call("GET", `/api/models/${model.id}`))) as {
      model: { cover: string; card: string };
    };
    expect(covered.model.cover).toBe(b.key);
    expect(covered.model.card).toBe(b.key!.replace("/dzien/", "/dzien/thumbs/").replace(".jpg", ".webp"));
    // A 600 px photo has no 1280 copy of its own; the cover's slot gets one, the card's 160 slot too.
    expect(await env.IMAGES.head(b.key!.replace("/dzien/", "/dzien/w1280/").replace(".jpg", ".avif"))).not.toBeNull();
    expect(
      await env.IMAGES.head(b.key!.replace("/dzien/", "/dzien/thumbs/w160/").replace(".jpg", ".webp")),
    ).not.toBeNull();
    expect((await patch(b, { cover: "tak" })).status).toBe(400);

    expect((await call("DELETE", `/api/models/${model.id}/photos/${b.id}`, { cookie: user.cookie })).status).toBe(403);
    expect((await call("DELETE", `/api/models/${model.id}/photos/${b.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect(await order()).toEqual([
      [c.id, "dzień", 1],
      [a.id, "noc", 1],
    ]);
    const stored = await storedUnder(model.component);
    expect(stored.filter((key) => photoObjectKeys(b.key!).includes(key))).toEqual([]);
    expect(stored.length).toBeGreaterThan(0);
    const uncovered = (await jsonOf(await call("GET", `/api/models/${model.id}`))) as { model: object };
    expect(uncovered.model).not.toHaveProperty("cover");
    expect(uncovered.model).not.toHaveProperty("card");
    expect((await call("DELETE", `/api/models/${model.id}/photos/${b.id}`, { cookie: admin.cookie })).status).toBe(404);
  });

  test("a seeded photo moved keeps its key: `?photo=` follows the new order", async () => {
    const hel = (await listed(9)).filter((photo) => photo.group === "dzień");
    expect(hel.length).toBeGreaterThan(2);
    const first = hel[0]!;
    const moved = await call("PATCH", `/api/models/9/photos/${first.id}`, {
      body: { position: 3 },
      cookie: admin.cookie,
    });
    expect(moved.status).toBe(200);
    const { model } = (await jsonOf(await call("GET", "/api/models/9"))) as {
      model: { path: string; gallery: { name: string; photos?: { key: string }[] }[] };
    };
    const day = model.gallery.find((group) => group.name === "dzień")!;
    expect(day.photos?.[2]?.key).toBe(first.key);
    const page = await (await SELF.fetch(`${ORIGIN}${encodeURI(model.path)}?photo=dzien-03`)).text();
    // No image index in this bucket: the card is the original itself.
    expect(page).toContain(`property="og:image" content="${ORIGIN}/images/${first.key}"`);
  });

  test("adds a film by its YouTube address; a wrong address is 400", async () => {
    const model = await newModel("Kaplica Filmy");
    const post = (body: unknown) => call("POST", `/api/models/${model.id}/photos`, { body, cookie: admin.cookie });
    const film = await post({ video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5" });
    expect(film.status).toBe(201);
    expect(await jsonOf(film)).toMatchObject({ photo: { group: "filmy", videoId: "dQw4w9WgXcQ", key: null } });
    expect((await post({ video: "https://youtu.be/9bZkp7q19f0" })).status).toBe(201);
    expect((await post({ video: "https://vimeo.com/123" })).status).toBe(400);
    const { model: read } = (await jsonOf(await call("GET", `/api/models/${model.id}`))) as {
      model: { gallery: unknown[] };
    };
    expect(read.gallery).toEqual([
      { kind: "youtube", name: "filmy", quantity: 2, videoId: "dQw4w9WgXcQ", videoIds: ["dQw4w9WgXcQ", "9bZkp7q19f0"] },
    ]);
  });
});

test("the owner turns the strip's 'nowa galeria' ribbon on and off", async () => {
  const model = await newModel("Kaplica Wstazka");
  const patch = (body: unknown) => call("PATCH", `/api/models/${model.id}`, { body, cookie: admin.cookie });
  expect(await jsonOf(await patch({ isNew: false }))).toMatchObject({ model: { isNew: false } });
  expect(await jsonOf(await patch({ isNew: true }))).toMatchObject({ model: { isNew: true } });
  const refused = await patch({ isNew: "tak" });
  expect(refused.status).toBe(400);
  expect(await jsonOf(refused)).toEqual({ error: "Pole isNew przyjmuje tylko true albo false" });
});

describe("the model page's photo forms", () => {
  function postForm(path: string, fields: Record<string, string>, cookie?: string) {
    return SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  }

  test("caption, order, cover and deletion without JavaScript; refused for visitors", async () => {
    const model = await newModel("Kaplica Formularze");
    const a = await uploaded(model.id, photoForm(WIDE));
    const b = await uploaded(model.id, photoForm(WIDE));
    const path = "/Kaplica%20Formularze";
    const id = String(model.id);
    expect((await postForm(path, { intent: "photo-edit", id, photoId: String(b.id), position: "1" })).status).toBe(401);
    expect(
      (await postForm(path, { intent: "photo-edit", id, photoId: String(b.id), position: "1" }, user.cookie)).status,
    ).toBe(403);
    const edit = await postForm(
      path,
      { intent: "photo-edit", id, photoId: String(b.id), position: "1", caption: "Wieża", cover: "true" },
      admin.cookie,
    );
    expect(edit.status).toBe(200);
    expect((await listed(model.id)).map((photo) => [photo.id, photo.caption])).toEqual([
      [b.id, "Wieża"],
      [a.id, null],
    ]);
    const tooLong = await postForm(
      path,
      { intent: "photo-edit", id, photoId: String(a.id), caption: "x".repeat(301) },
      admin.cookie,
    );
    expect(tooLong.status).toBe(413);
    expect(await tooLong.text()).toContain("Podpis może mieć najwyżej 300 znaków");
    const ribbon = await postForm(path, { intent: "model-ribbon", id, isNew: "false" }, admin.cookie);
    expect(ribbon.status).toBe(200);
    expect(await jsonOf(await call("GET", `/api/models/${model.id}`))).toMatchObject({ model: { isNew: false } });
    const film = await postForm(path, { intent: "film-add", id, video: "youtu.be/dQw4w9WgXcQ" }, admin.cookie);
    expect(film.status).toBe(200);
    const removed = await postForm(path, { intent: "photo-delete", id, photoId: String(b.id) }, admin.cookie);
    expect(removed.status).toBe(200);
    expect((await listed(model.id)).map((photo) => [photo.group, photo.position])).toEqual([
      ["dzień", 1],
      ["filmy", 1],
    ]);
  });
});
