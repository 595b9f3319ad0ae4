import { describe, expect, test } from "vitest";
import { banners, Catalog, models, seedView, updates } from "../index.server.ts";
import { CATEGORY_ICONS, type Model, type UpdateEntry } from "../model.ts";

const { places } = seedView;
const getModelByPath = (path: string) => seedView.byPath(path);
const galleryStats = () => seedView.galleryStats();
const modelLastModified = (model: Model, stored: readonly UpdateEntry[] = []) =>
  Catalog.modelLastModified(model, [...updates, ...stored]);
import { CATEGORY_FILTERS, galleryPhotoLink, isUnderConstruction, modelHref, photoGroups } from "../index.ts";

/** The spec's route table (section 2): path → id. */
const SPEC_ROUTES: Record<string, number> = {
  "/Bedzin": 0,
  "/Oporow": 1,
  "/Stilo": 2,
  "/Curiosity": 3,
  "/SandomierzRatusz": 4,
  "/Darlowo": 5,
  "/Czolpino": 6,
  "/Ustka": 7,
  "/Gaski": 8,
  "/Hel": 9,
  "/Jaroslawiec": 10,
  "/Jastarnia": 11,
  "/Kikut": 12,
  "/Kolobrzeg": 13,
  "/Krynica Morska": 14,
  "/Niechorze": 15,
  "/Nowy Port": 16,
  "/Port Polnocny": 17,
  "/Rozewie": 18,
  "/Sopot": 19,
  "/Swinoujscie": 20,
  "/Baranow": 21,
  "/Gryfino": 22,
  "/Mauler": 23,
  "/Predator": 24,
  "/PhantomF4": 25,
  "/StarshipSN15": 26,
  "/Falcon9": 27,
  "/Wang": 28,
  "/SandomierzBrama": 29,
  "/AtlasV": 30,
  "/SaturnV": 31,
  "/Olsztyn": 32,
  "/WangGPM": 33,
  "/MiG-29": 34,
  "/Wiezowce": 35,
  "/NowyWisnicz": 36,
  "/WilczySzaniec": 37,
  "/StarshipS30": 38,
};

const LIGHTHOUSE_IDS = [2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const CATEGORIES = new Set(["zamki i ratusze", "latarnie morskie", "kościoły", "kosmos", "figurki", "samoloty", ""]);
/** A generous box around Poland. */
const inPoland = ([lat, lng]: readonly [number, number]) => lat > 49 && lat < 54.9 && lng > 14.1 && lng < 24.2;

describe("the model catalogue", () => {
  test("holds 39 models with unique ids 0 to 38", () => {
    expect(models).toHaveLength(39);
    expect(models.map((model) => model.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 39 }, (_, i) => i));
    expect(new Set(models.map((model) => model.component)).size).toBe(39);
  });

  test("gives every model the path and id of the spec's route table", () => {
    for (const [path, id] of Object.entries(SPEC_ROUTES)) {
      expect(getModelByPath(path)?.id, path).toBe(id);
      expect(getModelByPath(encodeURI(path))?.id, encodeURI(path)).toBe(id);
    }
    expect(models.map((model) => model.path).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
  });

  test("links every model page, banner and map place by a valid address that leads back to its model", () => {
    expect(modelHref("/Krynica Morska")).toBe("/Krynica%20Morska");
    expect(galleryPhotoLink({ path: "/Nowy Port", group: "dzień", number: 3 })).toBe(
      "/Nowy%20Port?photo=dzien-03#galeria",
    );
    const links = [
      ...models.map((model) => modelHref(model.path)),
      ...banners.map((b) => b.link),
      ...places.map((place) => place.link),
    ];
    for (const link of links) {
      expect(link, link).toMatch(/^\/[\w%.-]+$/);
      expect(getModelByPath(link), link).toBeDefined();
    }
  });

  test("names only catalogue models in the updates, and dates every model under construction by one", () => {
    const components = new Set(models.map((model) => model.component));
    for (const entry of updates) for (const name of entry.models ?? []) expect(components.has(name), name).toBe(true);
    for (const model of models.filter(isUnderConstruction)) {
      expect(modelLastModified(model), model.component).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(modelLastModified(getModelByPath("/Hel")!)).toMatch(/^\d{4}$/);
  });

  test("uses only the spec's categories, with both uncategorised models empty", () => {
    for (const model of models) expect(CATEGORIES.has(model.category), model.name).toBe(true);
    expect(models.filter((model) => model.category === "").map((model) => model.component)).toEqual([
      "Wiezowce",
      "WilczySzaniec",
    ]);
  });

  test("gives every lighthouse its technical data and light phases, and nobody else", () => {
    const lighthouses = models.filter((model) => model.technicalData);
    expect(lighthouses.map((model) => model.id).sort((a, b) => a - b)).toEqual(LIGHTHOUSE_IDS);
    for (const model of lighthouses) {
      expect(model.category).toBe("latarnie morskie");
      expect(model.lightPhases?.phases.length, model.name).toBeGreaterThanOrEqual(2);
      expect(model.lightPhases?.period, model.name).toMatch(/s$/);
    }
  });

  test("keeps the light phases adding up to the stated period", () => {
    for (const model of models.filter((candidate) => candidate.lightPhases)) {
      const sum = model.lightPhases!.phases.reduce((total, phase) => total + phase.seconds, 0);
      const period = Number(model.lightPhases!.period.replace(",", ".").replace(/\s*s$/, ""));
      expect(sum, model.name).toBeCloseTo(period, 5);
    }
  });

  test("has gallery quantities between 1 and 162, 1,418 photos in all", () => {
    let photos = 0;
    for (const model of models) {
      expect(model.gallery.length, model.name).toBeGreaterThan(0);
      for (const group of model.gallery) {
        expect(group.quantity).toBeGreaterThanOrEqual(1);
        expect(group.quantity).toBeLessThanOrEqual(162);
      }
      photos += photoGroups(model).reduce((sum, group) => sum + group.quantity, 0);
    }
    expect(photos).toBe(1418);
    expect(Math.max(...models.flatMap((model) => model.gallery.map((group) => group.quantity)))).toBe(162);
    expect(galleryStats()).toEqual({ galleries: 39, photos: 1419 });
  });

  test("embeds the one YouTube film of Będzin", () => {
    const films = models.flatMap((model) =>
      model.gallery.filter((group) => group.kind === "youtube").map(() => model.component),
    );
    expect(films).toEqual(["Bedzin"]);
  });

  test("places subjects in Poland where they are in Poland", () => {
    const abroad = new Set(["StarshipSN15", "Falcon9", "AtlasV", "SaturnV", "Wiezowce", "StarshipS30"]);
    for (const model of models) {
      if (!model.position) continue;
      expect(inPoland(model.position), model.name).toBe(!abroad.has(model.component));
    }
    for (const component of ["Curiosity", "Mauler", "Predator", "PhantomF4", "MiG29"]) {
      expect(models.find((model) => model.component === component)?.position, component).toBeUndefined();
    }
  });

  test("has at least one model under construction", () => {
    expect(models.some((model) => model.completionYear === 9999)).toBe(true);
  });

  test("writes a real description and Historia article with photos and a Polish Wikipedia source for every model", () => {
    for (const model of models) {
      expect(model.description.length, model.name).toBeGreaterThan(150);
      const paragraphs = model.history.sections.flatMap((section) => section.paragraphs);
      expect(paragraphs.length, model.name).toBeGreaterThanOrEqual(3);
      expect(model.history.sections.filter((section) => section.photo).length, model.name).toBeGreaterThanOrEqual(2);
      expect(model.history.source.url, model.name).toMatch(/^https:\/\/pl\.wikipedia\.org\/wiki\/\S+$/);
    }
  });

  test("shares one Historia article between Wang and WangGPM", () => {
    const wang = models.find((model) => model.component === "Wang")!;
    const wangGpm = models.find((model) => model.component === "WangGPM")!;
    expect(wangGpm.history).toBe(wang.history);
    expect(wangGpm.description).not.toBe(wang.description);
  });

  test("gives Sopot a description of its own", () => {
    const descriptions = models.map((model) => model.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test("name the kit's publisher wherever the kit's facts give a Wydawca", () => {
    for (const model of models) {
      if (model.info.Wydawca) expect(model.publisher, model.component).toBe(model.info.Wydawca);
    }
    expect(models.filter((model) => model.publisher === "GPM")).toHaveLength(28);
  });

  test("link the Starship S30 kit's Starship, Booster and interior sets", () => {
    const starship = models.find((model) => model.component === "StarshipS30")!;
    expect(Object.keys(starship.info)).toEqual(
      expect.arrayContaining(["Link do starshipa", "Link do boostera", "Wnętrze starshipa"]),
    );
    for (const key of ["Link do starshipa", "Link do boostera", "Wnętrze starshipa"]) {
      expect(String(starship.info[key]), key).toMatch(/^https:\/\/axmpaperspacescalemodels\.com\//);
    }
  });

  test("marks free models with a download link", () => {
    for (const component of ["Curiosity", "AtlasV", "SaturnV", "Mauler", "Predator", "StarshipSN15", "Falcon9"]) {
      const model = models.find((candidate) => candidate.component === component)!;
      expect(
        Object.values(model.info).some((value) => String(value).startsWith("http")),
        component,
      ).toBe(true);
    }
  });
});

describe("banners, updates and places", () => {
  test("has 13 banners, each linking to a model page", () => {
    expect(banners).toHaveLength(13);
    for (const banner of banners) expect(getModelByPath(banner.link), banner.link).toBeDefined();
    expect(new Set(banners.map((banner) => banner.link))).toEqual(
      new Set([
        "/Bedzin",
        "/Wang",
        "/Oporow",
        "/Curiosity",
        "/SandomierzRatusz",
        "/Gryfino",
        "/Wiezowce",
        "/PhantomF4",
      ]),
    );
  });

  test("has 10 updates dated 24-08-2024 to 18-08-2025", () => {
    expect(updates).toHaveLength(10);
    expect(updates[0]!.date).toBe("24-08-2024");
    expect(updates.at(-1)!.date).toBe("18-08-2025");
    for (const update of updates) expect(update.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  test("puts a map marker on every model with a position, its own icon or its category's", () => {
    const expected = models.filter((model) => model.position);
    expect(places.map((place) => place.id)).toEqual(expected.map((model) => model.id));
    expect(places.find((place) => place.id === 38)?.icon).toBe(CATEGORY_ICONS.kosmos);
  });

  test("lists the ten filters of the navigation strip", () => {
    expect(CATEGORY_FILTERS).toHaveLength(10);
  });
});
