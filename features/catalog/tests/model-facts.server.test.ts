import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { call, countRows, createActor, jsonOf, ORIGIN, postPageForm } from "#tests/security/support.ts";
import { createDatabase } from "#app/lib/db.server.ts";
import { loadCatalog } from "../index.server.ts";
import { CATEGORY_ICONS } from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";

/* The owner's fact list, kit data and map point: the JSON API's PATCH and the model page's forms. */

interface ApiModel {
  id: number;
  path: string;
  info: Record<string, string | number>;
  publisher?: string;
  position?: [number, number];
  address?: string;
}

async function newModel(cookie: string, path: string): Promise<ApiModel> {
  const created = await call("POST", "/api/models", {
    body: { path, name: `Model ${path}`, category: "latarnie morskie" },
    cookie,
  });
  return ((await jsonOf(created)) as { model: ApiModel }).model;
}

describe("the fact list and kit data", () => {
  test("PATCH keeps the owner's order, turns kit numbers into numbers and the publisher into the filter's", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Fakty ${crypto.randomUUID().slice(0, 4)}`);
    const facts = [
      { name: "Projekt", value: "Jan Nowak" },
      { name: "Wydawca", value: "Modelik" },
      { name: "Skala", value: "1 : 150" },
      { name: "Rok wydania", value: "2019" },
      { name: "", value: "" },
      { name: "Link do pobrania", value: "https://example.com/model.pdf" },
    ];
    const saved = await call("PATCH", `/api/models/${model.id}`, { body: { facts }, cookie: admin.cookie });
    expect(saved.status).toBe(200);
    const { model: after } = (await jsonOf(saved)) as { model: ApiModel };
    expect(Object.entries(after.info)).toEqual([
      ["Projekt", "Jan Nowak"],
      ["Wydawca", "Modelik"],
      ["Skala", "1:150"],
      ["Rok wydania", 2019],
      ["Link do pobrania", "https://example.com/model.pdf"],
    ]);
    expect(after.publisher).toBe("Modelik");
  });

  test("refuses bad rows with a Polish message and stores nothing", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Zle ${crypto.randomUUID().slice(0, 4)}`);
    const refusals: [unknown, number, string][] = [
      [[{ name: "Skala", value: "duża" }], 400, CATALOG_MESSAGES.scaleInvalid],
      [[{ name: "Stopień trudności", value: "7" }], 400, CATALOG_MESSAGES.difficultyInvalid],
      [[{ name: "Rok wydania", value: "1850" }], 400, CATALOG_MESSAGES.issueYearInvalid],
      [[{ name: "Ilość stron", value: "dwie" }], 400, CATALOG_MESSAGES.sheetsInvalid],
      [[{ name: "Link", value: "zobacz http://" }], 400, CATALOG_MESSAGES.factLink],
      [[{ name: "", value: "sama wartość" }], 400, CATALOG_MESSAGES.factNameRequired],
      [
        [
          { name: "Skala", value: "1:150" },
          { name: "skala", value: "1:100" },
        ],
        400,
        CATALOG_MESSAGES.factDuplicate,
      ],
      [[{ name: "x".repeat(41), value: "1" }], 413, CATALOG_MESSAGES.factTooLong],
      [{ Skala: "1:150" }, 400, CATALOG_MESSAGES.factsInvalid],
      [Array.from({ length: 25 }, (_, i) => ({ name: `F${i}`, value: "1" })), 400, CATALOG_MESSAGES.factsTooMany],
    ];
    for (const [facts, status, error] of refusals) {
      const response = await call("PATCH", `/api/models/${model.id}`, { body: { facts }, cookie: admin.cookie });
      expect(response.status, error).toBe(status);
      expect(await jsonOf(response), error).toEqual({ error });
    }
    const unchanged = (await jsonOf(await call("GET", `/api/models/${model.id}`, { cookie: admin.cookie }))) as {
      model: ApiModel;
    };
    expect(unchanged.model.info).toEqual({});
  });

  test("the page's form saves rows, moves one up and removes one, without JavaScript", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Formularz ${crypto.randomUUID().slice(0, 4)}`);
    const rows = {
      intent: "model-facts",
      id: String(model.id),
      "fact-0-name": "Wydawca",
      "fact-0-value": "GPM",
      "fact-1-name": "Skala",
      "fact-1-value": "1:150",
      "fact-2-name": "Wysokość",
      "fact-2-value": "28 cm",
      "fact-3-name": "",
      "fact-3-value": "",
    };
    expect((await postPageForm(model.path, { ...rows, factMove: "2:up" }, admin.cookie)).status).toBe(200);
    const read = async () =>
      ((await jsonOf(await call("GET", `/api/models/${model.id}`, { cookie: admin.cookie }))) as { model: ApiModel })
        .model;
    expect(Object.keys((await read()).info)).toEqual(["Wydawca", "Wysokość", "Skala"]);
    expect((await postPageForm(model.path, { ...rows, factRemove: "0" }, admin.cookie)).status).toBe(200);
    expect(Object.keys((await read()).info)).toEqual(["Skala", "Wysokość"]);

    const refused = await postPageForm(
      model.path,
      { ...rows, "fact-3-name": "Skala", "fact-3-value": "1:1" },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(CATALOG_MESSAGES.factDuplicate);
    // The row typed last is still there for the owner to mend.
    expect(html).toMatch(/name="fact-3-value"[^>]*value="1:1"|value="1:1"[^>]*name="fact-3-value"/);
  });

  test("the form posts every row at once: ticked rows and kit rows left without a value are dropped", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Wiersze ${crypto.randomUUID().slice(0, 4)}`);
    const form = {
      intent: "model-facts",
      id: String(model.id),
      "fact-0-name": "Wydawca",
      "fact-0-value": "GPM",
      "fact-0-remove": "1",
      "fact-1-name": "Skala",
      "fact-1-value": "1:150",
      "fact-2-name": "Rok wydania",
      "fact-2-value": " ",
      "fact-3-name": "Link do pobrania",
      "fact-3-value": "",
      "fact-4-name": "Projekt",
      "fact-4-value": "Jan Kowalski",
      "fact-5-name": "",
      "fact-5-value": "",
    };
    expect((await postPageForm(model.path, form, admin.cookie)).status).toBe(200);
    const read = async () =>
      ((await jsonOf(await call("GET", `/api/models/${model.id}`, { cookie: admin.cookie }))) as { model: ApiModel })
        .model;
    expect((await read()).info).toEqual({ Skala: "1:150", Projekt: "Jan Kowalski" });
    // A name of the owner's own without a value is still a mistake to mend, not a row to drop.
    const refused = await postPageForm(model.path, { ...form, "fact-4-value": "" }, admin.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(CATALOG_MESSAGES.factValueRequired);
  });

  test("a published model with a map point is on the home map with its category's marker or the one picked", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Znacznik ${crypto.randomUUID().slice(0, 4)}`);
    const place = { intent: "model-place", id: String(model.id), position: "54.6, 18.8", address: "" };
    expect((await postPageForm(model.path, place, admin.cookie)).status).toBe(200);
    const marker = async () =>
      (await loadCatalog(createDatabase(env.DB))).places.find((candidate) => candidate.id === model.id);
    expect(await marker()).toBeUndefined();
    expect(
      (
        await postPageForm(
          model.path,
          { intent: "model-publish", id: String(model.id), published: "true" },
          admin.cookie,
        )
      ).status,
    ).toBe(200);
    expect((await marker())?.icon).toBe(CATEGORY_ICONS["latarnie morskie"]);

    const picked = { ...place, icon: CATEGORY_ICONS.kosmos };
    expect((await postPageForm(model.path, picked, admin.cookie)).status).toBe(200);
    expect((await marker())?.icon).toBe(CATEGORY_ICONS.kosmos);
    const refused = await postPageForm(model.path, { ...place, icon: "icons/../secret.webp" }, admin.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(CATALOG_MESSAGES.iconInvalid);
    expect((await postPageForm(model.path, { ...place, icon: "" }, admin.cookie)).status).toBe(200);
    expect((await marker())?.icon).toBe(CATEGORY_ICONS["latarnie morskie"]);
  });

  test("a map point pasted from a map, the address, and its removal; guests and users are refused", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
    const model = await newModel(admin.cookie, `Mapa ${crypto.randomUUID().slice(0, 4)}`);
    const place = { intent: "model-place", id: String(model.id), position: "54,6; 18,812778", address: "Bałtycka 4" };
    expect((await postPageForm(model.path, place, user.cookie)).status).toBe(403);
    expect((await postPageForm(model.path, place, admin.cookie)).status).toBe(200);
    const read = async () =>
      ((await jsonOf(await call("GET", `/api/models/${model.id}`, { cookie: admin.cookie }))) as { model: ApiModel })
        .model;
    expect(await read()).toMatchObject({ position: [54.6, 18.812778], address: "Bałtycka 4" });
    for (const position of ["91, 10", "54.6", "północ, wschód", [1, 2, 3]]) {
      const response = await call("PATCH", `/api/models/${model.id}`, { body: { position }, cookie: admin.cookie });
      expect(response.status, String(position)).toBe(400);
      expect(await jsonOf(response)).toEqual({ error: CATALOG_MESSAGES.positionInvalid });
    }
    expect((await call("PATCH", `/api/models/${model.id}`, { body: { position: [50, 20] } })).status).toBe(401);
    const cleared = await call("PATCH", `/api/models/${model.id}`, {
      body: { position: null, address: "" },
      cookie: admin.cookie,
    });
    expect(cleared.status).toBe(200);
    const after = await read();
    expect(after.position).toBeUndefined();
    expect(after.address).toBeUndefined();
  });

  test("publishing offers an update entry, filled in, which the model page's form adds to the home page's list", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Ogloszenie ${crypto.randomUUID().slice(0, 4)}`);
    const published = await postPageForm(
      model.path,
      { intent: "model-publish", id: String(model.id), published: "true" },
      admin.cookie,
    );
    expect(published.status).toBe(200);
    const page = await published.text();
    expect(page).toContain("Dodaj do aktualizacji");
    expect(page).toContain(`Nowa galeria: Model ${model.path.slice(1)}.`);
    const entry = {
      intent: "update-create",
      date: "2026-11-27",
      description: `Nowa galeria: ${model.path}.`,
      model: "",
    };
    const component = ((await jsonOf(await call("GET", `/api/models/${model.id}`))) as { model: { component: string } })
      .model.component;
    expect((await postPageForm(model.path, { ...entry, model: component }, admin.cookie)).status).toBe(200);
    const { updates } = (await jsonOf(await call("GET", "/api/updates"))) as {
      updates: { description: string; models?: string[] }[];
    };
    expect(updates.find((update) => update.description === entry.description)).toMatchObject({ models: [component] });
  });

  test("the Historia article: sections edited, captions kept with their pictures, a pictured section never removed", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const hel = (
      (await jsonOf(await call("GET", "/api/models"))) as {
        models: (ApiModel & { component: string; history: { sections: { heading: string; photo?: unknown }[] } })[];
      }
    ).models.find((model) => model.component === "Hel")!;
    const form = (fields: Record<string, string>) =>
      postPageForm(
        "/Hel",
        {
          intent: "model-history",
          id: String(hel.id),
          sourceLabel: "Latarnia Morska Hel",
          sourceUrl: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Hel",
          ...fields,
        },
        admin.cookie,
      );
    const sections = Object.fromEntries(
      hel.history.sections.flatMap((section, index) => [
        [`section-${index}-heading`, section.heading],
        [`section-${index}-text`, "Akapit pierwszy.\n\nAkapit drugi."],
        ...(section.photo
          ? [
              [`section-${index}-photo`, "1"],
              [`section-${index}-caption`, `Podpis ${index}`],
              [`section-${index}-alt`, `Opis ${index}`],
            ]
          : []),
      ]),
    );
    expect((await form(sections)).status).toBe(200);
    const after = (
      (await jsonOf(await call("GET", `/api/models/${hel.id}`))) as {
        model: { history: { sections: { paragraphs: string[]; photo?: { caption: string } }[] } };
      }
    ).model.history;
    expect(after.sections[0]!.paragraphs).toEqual(["Akapit pierwszy.", "Akapit drugi."]);
    expect(after.sections.filter((section) => section.photo).length).toBe(
      hel.history.sections.filter((section) => section.photo).length,
    );

    const pictured = hel.history.sections.findIndex((section) => section.photo);
    const emptied = await form({
      ...sections,
      [`section-${pictured}-heading`]: "",
      [`section-${pictured}-text`]: "",
      [`section-${pictured}-photo`]: "",
    });
    expect(emptied.status).toBe(400);
    expect(await emptied.text()).toContain(CATALOG_MESSAGES.historyPhotos);
    const noSource = await form({ ...sections, sourceUrl: "javascript:alert(1)" });
    expect(noSource.status).toBe(400);
  });

  test("a lighthouse's data and light phases from lines, the period their sum; emptied, the block goes", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Latarnia ${crypto.randomUUID().slice(0, 4)}`);
    const patch = (body: unknown) => call("PATCH", `/api/models/${model.id}`, { body, cookie: admin.cookie });
    const saved = await patch({
      technicalData: [{ name: "Wysokość wieży", value: "41,50 m" }],
      lightPhases: "Błysk 0,5 s\nPrzerwa 1,5 s\n\nBłysk 0,5 s\nPrzerwa 5,5 s",
    });
    expect(saved.status).toBe(200);
    expect(await jsonOf(saved)).toMatchObject({
      model: {
        technicalData: { "Wysokość wieży": "41,50 m" },
        lightPhases: {
          period: "8\u00a0s",
          phases: [
            { kind: "light", label: "Błysk 0,5\u00a0s", seconds: 0.5 },
            { kind: "dark", label: "Przerwa 1,5\u00a0s", seconds: 1.5 },
            { kind: "light", label: "Błysk 0,5\u00a0s", seconds: 0.5 },
            { kind: "dark", label: "Przerwa 5,5\u00a0s", seconds: 5.5 },
          ],
        },
      },
    });
    const refused = await patch({ lightPhases: "Błysk krótki" });
    expect(refused.status).toBe(400);
    expect(await jsonOf(refused)).toEqual({ error: CATALOG_MESSAGES.phasesInvalid });
    const emptied = await jsonOf(await patch({ technicalData: [], lightPhases: "" }));
    expect(emptied).not.toHaveProperty("model.technicalData");
    expect(emptied).not.toHaveProperty("model.lightPhases");
  });

  test("a rename by the page's form answers with the new address and logs the new name, not the catalogue read before", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Przed ${crypto.randomUUID().slice(0, 4)}`);
    const renamed = `${model.path}a`;
    const edit = {
      intent: "model-edit",
      id: String(model.id),
      name: "Po zmianie",
      path: renamed,
      category: "latarnie morskie",
      description: "",
      completionYear: "",
    };
    const response = await postPageForm(model.path, edit, admin.cookie);
    expect(response.status).toBe(302);
    expect(decodeURI(new URL(response.headers.get("location") ?? "", ORIGIN).pathname)).toBe(renamed);
    const { history } = (await jsonOf(await call("GET", "/api/moderation", { cookie: admin.cookie }))) as {
      history: { action: string; detail: string }[];
    };
    expect(history.find((entry) => entry.action === "zmiana modelu")?.detail).toMatch(/^Po zmianie \(/);
  });

  test("the owner's field forms leave a row in the moderation log naming the fields, as the API's PATCH does", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Dziennik ${crypto.randomUUID().slice(0, 4)}`);
    const forms: Record<string, string>[] = [
      { intent: "model-place", position: "54.6, 18.8", address: "Bałtycka 4" },
      { intent: "model-ribbon", isNew: "false" },
    ];
    for (const form of forms) {
      expect((await postPageForm(model.path, { ...form, id: String(model.id) }, admin.cookie)).status).toBe(200);
    }
    const { history } = (await jsonOf(await call("GET", "/api/moderation", { cookie: admin.cookie }))) as {
      history: { action: string; detail: string }[];
    };
    const details = history.filter((entry) => entry.detail.startsWith(`Model ${model.path.slice(1)} `));
    expect(details.map((entry) => entry.detail.split(": ")[1])).toEqual(
      expect.arrayContaining(["position, address", "isNew"]),
    );
  });
});

describe("the home banner", () => {
  const homePage = async () => (await call("GET", "/")).text();

  test("the admin puts a model on the banner and takes it off; its slide shows the cover once published", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const model = await newModel(admin.cookie, `Baner ${crypto.randomUUID().slice(0, 4)}`);
    const { component } = model as ApiModel & { component: string };
    const patch = (body: unknown) => call("PATCH", `/api/models/${model.id}`, { body, cookie: admin.cookie });
    const read = async () =>
      (
        (await jsonOf(await call("GET", `/api/models/${model.id}`, { cookie: admin.cookie }))) as {
          model: { banner: boolean };
        }
      ).model;

    const coverless = await patch({ banner: true });
    expect(coverless.status).toBe(400);
    expect(await jsonOf(coverless)).toEqual({ error: CATALOG_MESSAGES.bannerNeedsCover });
    expect((await patch({ banner: "tak" })).status).toBe(400);
    await env.DB.prepare("UPDATE catalog_models SET cover = ? WHERE id = ?")
      .bind(`models/${component}/dzien/a01.webp`, model.id)
      .run();
    const slide = `models/${component}/dzien/w1280/a01.webp`;

    const joined = await postPageForm(
      model.path,
      { intent: "model-banner", id: String(model.id), banner: "true" },
      admin.cookie,
    );
    expect(joined.status).toBe(200);
    expect(await read()).toMatchObject({ banner: true });
    // A draft's slide waits for publishing.
    expect(await homePage()).not.toContain(slide);
    expect((await patch({ published: true })).status).toBe(200);
    expect(await homePage()).toContain(slide);
    expect((await patch({ banner: true })).status).toBe(200);
    expect(await countRows("SELECT count(*) AS n FROM catalog_banners WHERE model_id = ?", model.id)).toBe(1);

    // An unticked box posts no `banner` field: off the banner.
    expect(
      (await postPageForm(model.path, { intent: "model-banner", id: String(model.id) }, admin.cookie)).status,
    ).toBe(200);
    expect(await read()).toMatchObject({ banner: false });
    expect(await homePage()).not.toContain(slide);
  });

  test("guests and users cannot change the banner; the seeded slides count as membership", async () => {
    const user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
    const { models } = (await jsonOf(await call("GET", "/api/models"))) as {
      models: { id: number; component: string; path: string; banner: boolean }[];
    };
    const wang = models.find((entry) => entry.component === "Wang")!;
    const hel = models.find((entry) => entry.component === "Hel")!;
    expect(wang.banner).toBe(true);
    expect(hel.banner).toBe(false);
    const before = await countRows("SELECT count(*) AS n FROM catalog_banners");

    expect((await call("PATCH", `/api/models/${wang.id}`, { body: { banner: false } })).status).toBe(401);
    expect(
      (await call("PATCH", `/api/models/${wang.id}`, { body: { banner: false }, cookie: user.cookie })).status,
    ).toBe(403);
    const form = { intent: "model-banner", id: String(hel.id), banner: "true" };
    expect((await postPageForm(hel.path, form, user.cookie)).status).toBe(403);
    expect((await postPageForm(hel.path, form, "")).status).toBe(401);
    expect(await countRows("SELECT count(*) AS n FROM catalog_banners")).toBe(before);
  });
});
