import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { ORIGIN } from "#tests/security/support.ts";
import { countingD1 } from "#tests/worker/counting-d1.ts";
import { fetchWithEnv } from "#tests/worker/with-env.ts";
import { banners, loadCatalog, models, pathKey, seedCatalog } from "../index.server.ts";
import { catalogChanged } from "../server/catalog-read.server.ts";
import { trashModel } from "../server/model-delete.server.ts";

describe("the seed", () => {
  test("stores every model as the seed has it: ids, addresses, names, texts, facts and galleries", async () => {
    const catalog = await loadCatalog(createDatabase(env.DB));
    expect(catalog.all).toEqual(models);
    expect(catalog.banners).toEqual(banners);
    expect(catalog.byPath("/Krynica Morska")?.id).toBe(models.find((model) => model.component === "KrynicaMorska")?.id);
  });

  test("a second start adds and changes nothing, even after the owner's changes", async () => {
    const db = createDatabase(env.DB);
    await env.DB.prepare("UPDATE catalog_models SET name = 'Latarnia (zmieniona)' WHERE component = 'Hel'").run();
    await trashModel(db, models.find((model) => model.component === "Wiezowce")!.id);
    const counts = async () =>
      env.DB.prepare(
        "SELECT (SELECT count(*) FROM catalog_models) AS models, (SELECT count(*) FROM catalog_photos) AS photos, (SELECT count(*) FROM catalog_banners) AS banners",
      ).first();
    const before = await counts();
    expect(await seedCatalog(db, models, banners)).toBe(false);
    expect(await counts()).toEqual(before);
    const hel = await env.DB.prepare("SELECT name FROM catalog_models WHERE component = 'Hel'").first();
    expect(hel).toEqual({ name: "Latarnia (zmieniona)" });
  });
});

describe("reading the catalogue", () => {
  test("a warm isolate reads one row per request; a change costs one more round trip", async () => {
    await loadCatalog(createDatabase(env.DB));
    const warm = countingD1(env.DB);
    const db = createDatabase(warm.binding);
    await Promise.all([loadCatalog(db), loadCatalog(db), loadCatalog(db)]);
    expect(warm.calls).toHaveLength(1);

    await catalogChanged(createDatabase(env.DB));
    const changed = countingD1(env.DB);
    await loadCatalog(createDatabase(changed.binding));
    expect(changed.calls).toEqual(["raw", "batch"]);
  });

  test("a model page on a warm isolate reads D1 in one round trip: the version, counts, thread and story together", async () => {
    await fetchWithEnv(new Request(`${ORIGIN}/Hel`), env);
    const warm = countingD1(env.DB);
    const response = await fetchWithEnv(new Request(`${ORIGIN}/Hel`), { ...env, DB: warm.binding });
    expect(response.status).toBe(200);
    expect(warm.calls).toEqual(["batch"]);
  });

  test("a model page whose catalogue changed meanwhile reads again with the new one", async () => {
    await fetchWithEnv(new Request(`${ORIGIN}/Hel`), env);
    const name = `Latarnia morska Hel ${Date.now()}`;
    await env.DB.batch([
      env.DB.prepare("UPDATE catalog_models SET name = ? WHERE component = 'Hel'").bind(name),
      env.DB.prepare("UPDATE catalog_state SET version = version + 1"),
    ]);
    const response = await fetchWithEnv(new Request(`${ORIGIN}/Hel`), env);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(name);
  });

  test("sees the owner's change at once: the version row tells every isolate", async () => {
    await env.DB.prepare(
      "UPDATE catalog_models SET name = 'Zamek nad Czarną Przemszą' WHERE component = 'Bedzin'",
    ).run();
    await catalogChanged(createDatabase(env.DB));
    const catalog = await loadCatalog(createDatabase(env.DB));
    expect(catalog.byComponent("Bedzin")?.name).toBe("Zamek nad Czarną Przemszą");
  });

  test("finds a page by its address in any case, encoded or not, with or without diacritics folded", async () => {
    const catalog = await loadCatalog(createDatabase(env.DB));
    expect(catalog.byPath("/krynica%20morska")?.component).toBe("KrynicaMorska");
    expect(catalog.byPath("/HEL/")?.component).toBe("Hel");
    expect(pathKey("/Świnoujście")).toBe("swinoujscie");
    expect(catalog.byPath("/Atlantyda")).toBeUndefined();
  });

  test("a draft is invisible to visitors", async () => {
    await env.DB.prepare("UPDATE catalog_models SET published = 0 WHERE component = 'Ustka'").run();
    await catalogChanged(createDatabase(env.DB));
    const catalog = await loadCatalog(createDatabase(env.DB));
    expect(catalog.byComponent("Ustka")).toBeUndefined();
    expect(catalog.byComponent("Ustka", { drafts: true })?.name).toMatch(/Ustka/);
    expect(catalog.summaries.some((model) => model.component === "Ustka")).toBe(false);
    expect((await SELF.fetch("https://example.com/Ustka")).status).toBe(404);
    await env.DB.prepare("UPDATE catalog_models SET published = 1 WHERE component = 'Ustka'").run();
    await catalogChanged(createDatabase(env.DB));
  });
});

describe("the model route", () => {
  test("an address the catalogue lacks is the 404 page, in the layout", async () => {
    const response = await SELF.fetch("https://example.com/Atlantyda");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Not Found</title>");
    expect(html).toContain('name="robots" content="noindex"');
  });

  test("a model page renders from D1", async () => {
    const response = await SELF.fetch("https://example.com/Krynica%20Morska");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Latarnia morska Krynica Morska");
  });
});
