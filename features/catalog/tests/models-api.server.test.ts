import { createScheduledController, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import worker from "#workers/app.ts";
import { call, createActor, insertComment, jsonOf } from "#tests/security/support.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/* The catalogue's JSON API for scripts: the admin's alone for writes, drafts hidden from everyone else. */

async function actors() {
  const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
  const user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
  return { admin, user };
}

describe("/api/models", () => {
  test("creates a draft only for the admin; guests and users get 401 and 403 and nothing is stored", async () => {
    const { admin, user } = await actors();
    const body = { path: "Latarnia Stilo 2", name: "Latarnia Stilo (wersja 2)", category: "latarnie morskie" };
    expect((await call("POST", "/api/models", { body })).status).toBe(401);
    expect((await call("POST", "/api/models", { body, cookie: user.cookie })).status).toBe(403);
    const created = await call("POST", "/api/models", { body, cookie: admin.cookie });
    expect(created.status).toBe(201);
    const { model } = (await jsonOf(created)) as { model: { id: number; path: string; published: boolean } };
    expect(model).toMatchObject({ path: "/Latarnia Stilo 2", published: false });

    const listed = (await jsonOf(await call("GET", "/api/models"))) as { models: { id: number }[] };
    expect(listed.models.some((entry) => entry.id === model.id)).toBe(false);
    const forAdmin = (await jsonOf(await call("GET", "/api/models", { cookie: admin.cookie }))) as {
      models: { id: number }[];
    };
    expect(forAdmin.models.some((entry) => entry.id === model.id)).toBe(true);
    expect((await call("GET", `/api/models/${model.id}`)).status).toBe(404);
    expect((await call("GET", "/Latarnia%20Stilo%202")).status).toBe(404);
  });

  test("checks the address: taken ignoring case and diacritics, reserved, unsafe", async () => {
    const { admin } = await actors();
    const post = (path: string) =>
      call("POST", "/api/models", {
        body: { path, name: "Nowy", category: "kościoły" },
        cookie: admin.cookie,
      });
    for (const taken of ["hel", "/HEL", "Krynica morska", "swinoujscie"]) {
      const response = await post(taken);
      expect(response.status, taken).toBe(409);
      expect(await jsonOf(response), taken).toEqual({ error: "Ten adres ma już inny model" });
    }
    for (const reserved of ["api", "about", "Moderacja", "feed.xml", "Oswietlenie", "prywatnosc"]) {
      const response = await post(reserved);
      expect(response.status, reserved).toBe(400);
      expect(await jsonOf(response), reserved).toHaveProperty("error");
    }
    for (const unsafe of ["a/b", "x?y", "dwie  spacje", " ", "<script>", "a".repeat(61)]) {
      expect((await post(unsafe)).status, unsafe).toBe(400);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM catalog_models WHERE name = 'Nowy'").first()).toEqual({
      n: 0,
    });
  });

  test("publishes, renames with a 301 from the old address, and deletes with its comments and photos", async () => {
    const { admin, user } = await actors();
    const created = await call("POST", "/api/models", {
      body: { path: "Zamek-Testowy", name: "Zamek Testowy", category: "zamki i ratusze" },
      cookie: admin.cookie,
    });
    const { model } = (await jsonOf(created)) as { model: { id: number; component: string } };
    const patch = (body: unknown, cookie = admin.cookie) => call("PATCH", `/api/models/${model.id}`, { body, cookie });
    expect((await patch({ published: true }, user.cookie)).status).toBe(403);
    expect((await patch({ published: "tak" })).status).toBe(400);
    expect((await patch({ published: true, description: "Opis zamku." })).status).toBe(200);
    expect((await call("GET", "/Zamek-Testowy")).status).toBe(200);

    const renamed = await patch({ path: "Zamek Testowy Nowy" });
    expect(renamed.status).toBe(200);
    expect(await jsonOf(renamed)).toMatchObject({ model: { path: "/Zamek Testowy Nowy" } });
    expect(await env.DB.prepare("SELECT path_key AS key FROM catalog_redirects").all()).toMatchObject({
      results: [{ key: "zamek-testowy" }],
    });
    const moved = await SELF.fetch("https://example.com/zamek-testowy?photo=dzien-01", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/Zamek%20Testowy%20Nowy?photo=dzien-01");
    expect((await call("GET", "/Zamek%20Testowy%20Nowy")).status).toBe(200);

    await insertComment(model.component, { guest: "Gość" });
    await env.IMAGES.put(`models/${model.component}/dzien/a01.webp`, "x");
    expect((await call("DELETE", `/api/models/${model.id}`, { cookie: user.cookie })).status).toBe(403);
    expect((await call("DELETE", `/api/models/${model.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await call("GET", "/Zamek%20Testowy%20Nowy")).status).toBe(404);
    expect((await SELF.fetch("https://example.com/zamek-testowy", { redirect: "manual" })).status).toBe(404);
    // A deleted model waits in the trash; the cron past its days takes its photos and comments.
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + 31 * DAY_MS }), env);
    expect(await env.IMAGES.get(`models/${model.component}/dzien/a01.webp`)).toBeNull();
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE section = ?").bind(model.component).first(),
    ).toEqual({ n: 0 });
  });
});
