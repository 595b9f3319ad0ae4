import { NOUNS, pluralNoun } from "#app/lib/plural.ts";
import { describe, expect, test } from "vitest";
import { normalizeSearchText, searchModels } from "#features/catalog/index.ts";
import { cardYear, modelCountText, scrollStep, visibleModels } from "../model.ts";
import { buildModels } from "./fixtures.ts";

const models = buildModels();
const names = (list: { name: string }[]) => list.map((model) => model.name);

describe("the Polish plural of the model count", () => {
  test.each([
    [1, "model"],
    [2, "modele"],
    [4, "modele"],
    [5, "modeli"],
    [12, "modeli"],
    [14, "modeli"],
    [21, "modeli"],
    [22, "modele"],
    [25, "modeli"],
    [102, "modele"],
    [112, "modeli"],
    [0, "modeli"],
  ])("%i %s", (count, word) => {
    expect(pluralNoun(count, NOUNS.model)).toBe(word);
  });

  test("the count line says Brak wyników when nothing is shown", () => {
    expect(modelCountText(0)).toBe("Brak wyników");
    expect(modelCountText(1)).toBe("1 model");
    expect(modelCountText(39)).toBe("39 modeli");
  });
});

describe("the search normaliser", () => {
  test("lower-cases, drops diacritics and reads ł as l", () => {
    expect(normalizeSearchText("Świnoujście")).toBe("swinoujscie");
    expect(normalizeSearchText("ŁAZIK Marsjański")).toBe("lazik marsjanski");
    expect(normalizeSearchText("Darłowo, Gąski, Będzin")).toBe("darlowo, gaski, bedzin");
    expect(normalizeSearchText("  Hel ")).toBe("hel");
  });

  test("finds names by any part, with or without Polish letters and in any case", () => {
    expect(names(searchModels(models, "bedzin"))).toEqual(["Zamek w Będzinie"]);
    expect(names(searchModels(models, "SWINOUJSCIE"))).toEqual(["Latarnia morska Świnoujście"]);
    expect(names(searchModels(models, "łazik"))).toEqual(["Łazik marsjański Curiosity"]);
    expect(names(searchModels(models, "darlowo"))).toEqual(["Latarnia morska Darłowo"]);
    expect(searchModels(models, "morska")).toHaveLength(4);
    expect(searchModels(models, "zamek z piasku")).toEqual([]);
  });
});

describe("what the strip shows", () => {
  test("all models, newest first, for wszystkie modele", () => {
    expect(visibleModels(models, { category: "wszystkie modele", query: "" })).toEqual(models);
  });

  test("one category, keeping the order", () => {
    expect(names(visibleModels(models, { category: "kosmos", query: "" }))).toEqual([
      "Rakieta Starship S30",
      "Rakieta Saturn V",
      "Łazik marsjański Curiosity",
    ]);
    expect(names(visibleModels(models, { category: "samoloty", query: "" }))).toEqual(["Phantom F-4B"]);
  });

  test("the lit, the GPM and the free ones", () => {
    expect(visibleModels(models, { category: "z oświetleniem", query: "" }).every((model) => model.lighting)).toBe(
      true,
    );
    expect(visibleModels(models, { category: "z oświetleniem", query: "" })).toHaveLength(5);
    expect(visibleModels(models, { category: "gpm", query: "" })).toHaveLength(7);
    expect(names(visibleModels(models, { category: "darmowe", query: "" }))).toEqual([
      "Rakieta Starship S30",
      "Rakieta Saturn V",
      "Predator",
      "Łazik marsjański Curiosity",
    ]);
  });

  test("the search result among all models when no category is active", () => {
    expect(names(visibleModels(models, { category: null, query: "zamek" }))).toEqual([
      "Zamek w Będzinie",
      "Zamek w Oporowie",
    ]);
    expect(visibleModels(models, { category: null, query: "" })).toEqual(models);
  });
});

describe("a card's year", () => {
  test("is the completion year, or w budowie for a model still being built", () => {
    expect(cardYear({ completionYear: 2014 })).toBe("2014");
    expect(cardYear({ completionYear: 9999 })).toBe("w budowie");
  });
});

describe("the arrows", () => {
  test("scroll by a fifth of the strip's width", () => {
    expect(scrollStep(1000)).toBe(200);
    expect(scrollStep(1152)).toBe(230);
  });
});
