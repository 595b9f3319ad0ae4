import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { galleryModel as sharedGalleryModel } from "#features/catalog/tests/gallery-model.ts";
import { imageUrl, photoKeysOf } from "#features/catalog/index.ts";
import { call, createActor, jsonOf, ORIGIN, type Actor } from "#tests/security/support.ts";

/*
 * A diary entry shows the photos it was written with, whatever the owner later does to the
 * gallery's order (decision 025: an entry stores the photos' keys).
 */

interface Photo {
  id: number;
  key: string;
  position: number;
}

interface DiaryPhoto {
  group: string;
  number: number;
  thumb: string;
  href: string;
}

let admin: Actor;

beforeAll(async () => {
  admin = await createActor(`dzien${crypto.randomUUID().slice(0, 6)}`, { admin: true });
});

const galleryModel = (path: string) => sharedGalleryModel<Photo>(admin, path, { width: 800, height: 600 });

async function diaryPhotos(component: string): Promise<DiaryPhoto[][]> {
  const story = (await jsonOf(await call("GET", `/api/build/${component}`))) as { diary: { photos: DiaryPhoto[] }[] };
  return story.diary.map((entry) => entry.photos);
}

/** The owner's diary entry with photos of the "budowa" group, by their numbers as the form sends them. */
function postEntry(component: string, date: string, content: string, numbers: number[]) {
  return call("POST", `/api/diary/${component}`, {
    body: { date, content, photos: numbers.map((number) => ({ group: "budowa", number })) },
    cookie: admin.cookie,
  });
}

const thumbOf = (key: string) => imageUrl(photoKeysOf(key).thumb);

// Each test fills a gallery through the API first, on a machine whose two cores other test files share.
describe("a diary entry's photos", { timeout: 90_000 }, () => {
  test("stay the same photos when the gallery is reordered, and keep their links to where they are now", async () => {
    const model = await galleryModel("Kaplica Dziennika");
    const [first, second, third] = model.photos;
    const posted = await postEntry(model.component, "2026-11-20", "Wieża sklejona", [2, 3]);
    expect(posted.status).toBe(201);
    const stored = await env.DB.prepare("SELECT photos FROM diary_entries WHERE component = ?")
      .bind(model.component)
      .first<{ photos: string }>();
    expect(JSON.parse(stored!.photos)).toEqual([{ key: second!.key }, { key: third!.key }]);

    const moved = await call("PATCH", `/api/models/${model.id}/photos/${third!.id}`, {
      body: { position: 1 },
      cookie: admin.cookie,
    });
    expect(moved.status).toBe(200);
    const [photos] = await diaryPhotos(model.component);
    expect(photos).toEqual([
      expect.objectContaining({ group: "budowa", number: 3, thumb: thumbOf(second!.key) }),
      expect.objectContaining({ group: "budowa", number: 1, thumb: thumbOf(third!.key) }),
    ]);
    expect(photos!.map((photo) => photo.href)).toEqual([
      "/Kaplica%20Dziennika?photo=budowa-03",
      "/Kaplica%20Dziennika?photo=budowa-01",
    ]);

    await call("PATCH", `/api/models/${model.id}/photos/${second!.id}`, {
      body: { group: "noc" },
      cookie: admin.cookie,
    });
    expect((await diaryPhotos(model.component))[0]).toEqual([
      expect.objectContaining({ group: "noc", number: 1, thumb: thumbOf(second!.key) }),
      expect.objectContaining({ group: "budowa", number: 1, thumb: thumbOf(third!.key) }),
    ]);
    expect(first!.key).not.toBe(second!.key);
  });

  test("drop a deleted photo, and the model page still answers 200 with the rest", async () => {
    const model = await galleryModel("Kaplica Usuniec");
    const [first, second] = model.photos;
    await postEntry(model.component, "2026-11-21", "Dach", [1, 2]);
    const removed = await call("DELETE", `/api/models/${model.id}/photos/${first!.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(204);
    expect((await diaryPhotos(model.component))[0]).toEqual([
      expect.objectContaining({ group: "budowa", number: 1, thumb: thumbOf(second!.key) }),
    ]);
    const page = await SELF.fetch(`${ORIGIN}/Kaplica%20Usuniec`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(thumbOf(second!.key));
    expect(html).not.toContain(thumbOf(first!.key));
  });

  test("an entry saved before keys still shows the photos at the places it names", async () => {
    const model = await galleryModel("Kaplica Dawna");
    await env.DB.prepare(
      "INSERT INTO diary_entries (component, day, content, photos, created_at, updated_at) VALUES (?, '2026-01-01', 'Stary wpis', ?, 0, 0)",
    )
      .bind(model.component, JSON.stringify([{ group: "budowa", number: 3 }, { group: "budowa", number: 9 }, { x: 1 }]))
      .run();
    expect((await diaryPhotos(model.component))[0]).toEqual([
      expect.objectContaining({ group: "budowa", number: 3, thumb: thumbOf(model.photos[2]!.key) }),
    ]);
  });
});
