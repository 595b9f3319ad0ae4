import { describe, expect, test } from "vitest";
import { countNoun } from "#app/lib/plural.ts";
import { countsLabel, photoTitle } from "../model.ts";

const GALLERIES = { one: "galeria", few: "galerie", many: "galerii", other: "galerii" };

describe("Polish counts", () => {
  test.each([
    [1, "1 galeria"],
    [2, "2 galerie"],
    [4, "4 galerie"],
    [5, "5 galerii"],
    [12, "12 galerii"],
    [22, "22 galerie"],
    [39, "39 galerii"],
    [112, "112 galerii"],
    [0, "0 galerii"],
  ])("%i → %s", (count, text) => {
    expect(countNoun(count, GALLERIES)).toBe(text);
  });

  test("names the galleries and photos of the catalogue", () => {
    expect(countsLabel(39, 1419)).toBe("39 galerii, 1419 zdjęć");
    expect(countsLabel(1, 1)).toBe("1 galeria, 1 zdjęcie");
    expect(countsLabel(23, 1422)).toBe("23 galerie, 1422 zdjęcia");
  });
});

describe("a random photo", () => {
  test("is titled by model, group and number", () => {
    const photo = { group: "dzień", number: 7, name: "Latarnia morska Hel" } as const;
    expect(photoTitle(photo)).toBe("Latarnia morska Hel – dzień, zdjęcie 7");
  });
});
