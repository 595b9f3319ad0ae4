import { createScheduledController, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import worker from "#workers/app.ts";
import {
  call,
  countRows,
  createActor,
  insertComment,
  jsonOf,
  ORIGIN,
  type Actor,
  postPageForm,
} from "#tests/security/support.ts";
import { CATALOG_MESSAGES } from "../messages.ts";

/* "Usuń model" moves a model to the trash for 30 days; "Przywróć" brings it back whole; the cron empties the trash. */

const DAY_MS = 24 * 60 * 60 * 1000;

interface ApiModel {
  id: number;
  component: string;
  path: string;
  name: string;
}

const admin = () => createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });

async function newModel(cookie: string, path: string, name = `Model ${path}`): Promise<ApiModel> {
  const created = await call("POST", "/api/models", { body: { path, name, category: "zamki i ratusze" }, cookie });
  expect(created.status).toBe(201);
  return ((await jsonOf(created)) as { model: ApiModel }).model;
}

/** A published model with twelve photos, a film, an old address, a comment and an image in R2. */
async function fullModel(owner: Actor) {
  const tag = crypto.randomUUID().slice(0, 6);
  const model = await newModel(owner.cookie, `Kosz-${tag}`);
  const patch = (body: unknown) => call("PATCH", `/api/models/${model.id}`, { body, cookie: owner.cookie });
  expect((await patch({ published: true })).status).toBe(200);
  expect((await patch({ path: `Kosz Nowy ${tag}` })).status).toBe(200);
  const insert = env.DB.prepare(
    "INSERT INTO catalog_photos (model_id, \"group\", position, key, width, height) VALUES (?, 'dzień', ?, ?, 800, 600)",
  );
  await env.DB.batch(
    Array.from({ length: 12 }, (_, index) =>
      insert.bind(model.id, index + 1, `models/${model.component}/dzien/a${index + 1}.webp`),
    ),
  );
  const film = await call("POST", `/api/models/${model.id}/photos`, {
    body: { video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    cookie: owner.cookie,
  });
  expect(film.status).toBe(201);
  await insertComment(model.component, { guest: "Gość" });
  await env.IMAGES.put(`models/${model.component}/dzien/a1.webp`, "x");
  return { ...model, path: `/Kosz Nowy ${tag}`, oldPath: `/Kosz-${tag}` };
}

async function photosOf(id: number): Promise<unknown[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, "group", position, key, video_id FROM catalog_photos WHERE model_id = ? ORDER BY id',
  )
    .bind(id)
    .all();
  return results;
}

const status = async (path: string) => (await SELF.fetch(`${ORIGIN}${encodeURI(path)}`, { redirect: "manual" })).status;

describe("the trash", () => {
  test("a deleted model leaves every page, keeps its photos and comments, frees its address, and comes back whole", async () => {
    const owner = await admin();
    const model = await fullModel(owner);
    const photos = await photosOf(model.id);
    expect(photos).toHaveLength(13);
    expect(await status(model.oldPath)).toBe(301);

    expect((await call("DELETE", `/api/models/${model.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect(await status(model.path)).toBe(404);
    expect(await status(model.oldPath)).toBe(404);
    expect((await call("GET", `/api/models/${model.id}`, { cookie: owner.cookie })).status).toBe(404);
    const listed = (await jsonOf(await call("GET", "/api/models"))) as { models: ApiModel[] };
    expect(listed.models.some((entry) => entry.id === model.id)).toBe(false);
    const sitemap = await (await SELF.fetch(`${ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(encodeURI(model.path));
    expect(await env.IMAGES.get(`models/${model.component}/dzien/a1.webp`)).not.toBeNull();
    expect(await countRows("SELECT count(*) AS n FROM comments WHERE section = ?", model.component)).toBe(1);

    const user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
    expect((await call("GET", "/api/models?deleted=1")).status).toBe(401);
    expect((await call("GET", "/api/models?deleted=1", { cookie: user.cookie })).status).toBe(403);
    const trash = (await jsonOf(await call("GET", "/api/models?deleted=1", { cookie: owner.cookie }))) as {
      models: { id: number; name: string; path: string; deletedAt: string; purgeAt: string }[];
    };
    const trashed = trash.models.find((entry) => entry.id === model.id);
    expect(trashed).toMatchObject({ name: model.name, path: model.path });
    expect(Date.parse(trashed!.purgeAt) - Date.parse(trashed!.deletedAt)).toBe(30 * DAY_MS);

    // Its address is free meanwhile: a new model takes it, and the restore answers 409 until it moves on.
    const other = await newModel(owner.cookie, model.path.slice(1), "Inny model");
    expect(other.component).not.toBe(model.component);
    expect(other.id).not.toBe(model.id);
    expect((await call("POST", `/api/models/${model.id}/restore`, { cookie: user.cookie })).status).toBe(403);
    const refused = await call("POST", `/api/models/${model.id}/restore`, { cookie: owner.cookie });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toEqual({ error: CATALOG_MESSAGES.restorePathTaken });
    expect(
      (await call("PATCH", `/api/models/${other.id}`, { body: { path: `Inny ${other.id}` }, cookie: owner.cookie }))
        .status,
    ).toBe(200);

    const restored = await call("POST", `/api/models/${model.id}/restore`, { cookie: owner.cookie });
    expect(restored.status).toBe(200);
    expect(await jsonOf(restored)).toMatchObject({ model: { id: model.id, path: model.path, published: true } });
    expect(await status(model.path)).toBe(200);
    // The other model's old address gives way; the model's own traces are back as they were.
    const back = await SELF.fetch(`${ORIGIN}${encodeURI(model.oldPath)}`, { redirect: "manual" });
    expect(back.headers.get("location")).toBe(encodeURI(model.path));
    expect(await photosOf(model.id)).toEqual(photos);
    expect(await countRows("SELECT count(*) AS n FROM comments WHERE section = ?", model.component)).toBe(1);
    expect((await call("POST", `/api/models/${model.id}/restore`, { cookie: owner.cookie })).status).toBe(404);
    const again = (await jsonOf(await call("GET", "/api/models?deleted=1", { cookie: owner.cookie }))) as {
      models: { id: number }[];
    };
    expect(again.models.some((entry) => entry.id === model.id)).toBe(false);
  });

  test("restoring brings back the old addresses nobody took", async () => {
    const owner = await admin();
    const model = await fullModel(owner);
    expect((await call("DELETE", `/api/models/${model.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect((await call("POST", `/api/models/${model.id}/restore`, { cookie: owner.cookie })).status).toBe(200);
    const moved = await SELF.fetch(`${ORIGIN}${encodeURI(model.oldPath)}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(encodeURI(model.path));
  });

  test("the page's delete lands on /Katalog with the notice and Cofnij; the box removes the news entries", async () => {
    const owner = await admin();
    const model = await fullModel(owner);
    const entry = { date: "2026-11-27", description: `Nowa galeria: ${model.name}.`, model: model.component };
    expect((await call("POST", "/api/updates", { body: entry, cookie: owner.cookie })).status).toBe(201);
    const removed = await postPageForm(
      model.path,
      { intent: "model-delete", id: String(model.id), confirm: model.name, removeUpdates: "true" },
      owner.cookie,
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe(`/Katalog?usunieto=${model.id}`);
    expect(await countRows("SELECT count(*) AS n FROM site_updates WHERE model = ?", model.component)).toBe(0);
    const list = await SELF.fetch(`${ORIGIN}/Katalog?usunieto=${model.id}`, { headers: { cookie: owner.cookie } });
    const html = await list.text();
    expect(html).toContain(`Usunięto model ${model.name}.`);
    expect(html).toContain("Cofnij");
    expect(html).toContain("Kosz");

    const restored = await postPageForm("/Katalog", { intent: "model-restore", id: String(model.id) }, owner.cookie);
    expect(restored.status).toBe(200);
    expect(await restored.text()).toContain("Przywrócono model");
    expect(await status(model.path)).toBe(200);
  });

  test("a news entry about a model in the trash leaves the home page and comes back with it", async () => {
    const owner = await admin();
    const model = await fullModel(owner);
    const entry = { date: "2026-11-28", description: `Nowe zdjęcia: ${model.name}.`, model: model.component };
    expect((await call("POST", "/api/updates", { body: entry, cookie: owner.cookie })).status).toBe(201);
    const listed = async () =>
      ((await jsonOf(await call("GET", "/api/updates"))) as { updates: { description: string }[] }).updates.some(
        (update) => update.description === entry.description,
      );
    expect(await listed()).toBe(true);
    expect((await call("DELETE", `/api/models/${model.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect(await listed()).toBe(false);
    expect(await (await SELF.fetch(`${ORIGIN}/`)).text()).not.toContain(entry.description);
    expect((await call("POST", `/api/models/${model.id}/restore`, { cookie: owner.cookie })).status).toBe(200);
    expect(await listed()).toBe(true);
  });

  test("the cron empties the trash after 30 days: rows, photos in R2, comments, news entries and the diary", async () => {
    const owner = await admin();
    const model = await fullModel(owner);
    const entry = { date: "2026-11-29", description: "Wpis o modelu w koszu.", model: model.component };
    expect((await call("POST", "/api/updates", { body: entry, cookie: owner.cookie })).status).toBe(201);
    const diary = { date: "2026-11-29", content: "Sklejam wieżę." };
    expect((await call("POST", `/api/diary/${model.component}`, { body: diary, cookie: owner.cookie })).status).toBe(
      201,
    );
    expect((await call("DELETE", `/api/models/${model.id}`, { cookie: owner.cookie })).status).toBe(204);
    const cron = (at: number) => worker.scheduled(createScheduledController({ scheduledTime: at }), env);
    const traces = async () => ({
      trash: await countRows("SELECT count(*) AS n FROM catalog_trash WHERE model_id = ?", model.id),
      comments: await countRows("SELECT count(*) AS n FROM comments WHERE section = ?", model.component),
      updates: await countRows("SELECT count(*) AS n FROM site_updates WHERE model = ?", model.component),
      diary: await countRows("SELECT count(*) AS n FROM diary_entries WHERE component = ?", model.component),
      image: (await env.IMAGES.get(`models/${model.component}/dzien/a1.webp`)) !== null,
    });
    await cron(Date.now() + 29 * DAY_MS);
    expect(await traces()).toEqual({ trash: 1, comments: 1, updates: 1, diary: 1, image: true });
    await cron(Date.now() + 31 * DAY_MS);
    expect(await traces()).toEqual({ trash: 0, comments: 0, updates: 0, diary: 0, image: false });
    const later = await admin();
    expect((await call("POST", `/api/models/${model.id}/restore`, { cookie: later.cookie })).status).toBe(404);
  });
});

describe("a rename", () => {
  test("rewrites the news entries and diary that name the model, and nothing about other models", async () => {
    const owner = await admin();
    const tag = crypto.randomUUID().slice(0, 6);
    const model = await newModel(owner.cookie, `Nazwa-${tag}`, `Zamek ${tag}`);
    const other = await newModel(owner.cookie, `Inna-${tag}`, `Inny ${tag}`);
    for (const [component, published] of [
      [model.component, model.id],
      [other.component, other.id],
    ] as const) {
      await call("PATCH", `/api/models/${published}`, { body: { published: true }, cookie: owner.cookie });
      const entry = { date: "2026-11-30", description: `Nowa galeria: Zamek ${tag}.`, model: component };
      expect((await call("POST", "/api/updates", { body: entry, cookie: owner.cookie })).status).toBe(201);
    }
    const diary = { date: "2026-11-30", content: `Zamek ${tag} ma już mury.` };
    await call("POST", `/api/diary/${model.component}`, { body: diary, cookie: owner.cookie });

    const renamed = await postPageForm(
      `/Nazwa-${tag}`,
      {
        intent: "model-edit",
        id: String(model.id),
        name: `Twierdza ${tag}`,
        path: `Nazwa-${tag}`,
        category: "zamki i ratusze",
        description: "",
        completionYear: "",
      },
      owner.cookie,
    );
    expect(renamed.status).toBe(200);
    const texts = async (sql: string, component: string) =>
      (await env.DB.prepare(sql).bind(component).all<{ text: string }>()).results.map((row) => row.text);
    const updates = "SELECT description AS text FROM site_updates WHERE model = ?";
    expect(await texts(updates, model.component)).toEqual([`Nowa galeria: Twierdza ${tag}.`]);
    expect(await texts(updates, other.component)).toEqual([`Nowa galeria: Zamek ${tag}.`]);
    expect(await texts("SELECT content AS text FROM diary_entries WHERE component = ?", model.component)).toEqual([
      `Twierdza ${tag} ma już mury.`,
    ]);

    expect(
      (await call("PATCH", `/api/models/${model.id}`, { body: { name: `Zamek ${tag}` }, cookie: owner.cookie })).status,
    ).toBe(200);
    expect(await texts(updates, model.component)).toEqual([`Nowa galeria: Zamek ${tag}.`]);
  });
});
