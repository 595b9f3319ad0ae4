import { describe, expect, test } from "vitest";
import { countNoun, countsLabel, galleryLink, photoParam, photoTitle } from "../model.ts";

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

describe("links to a photo's gallery", () => {
  const photo = { path: "/Hel", group: "dzień", number: 7, name: "Latarnia Morska Hel" };

  test("open the photo by its group slug and two-digit number, at the gallery section", () => {
    expect(photoParam(photo)).toBe("dzien-07");
    expect(galleryLink(photo)).toBe("/Hel?photo=dzien-07#galeria");
    expect(galleryLink({ ...photo, number: 112 }, false)).toBe("/Hel?photo=dzien-112");
  });

  test("title the photo by model, group and number", () => {
    expect(photoTitle(photo)).toBe("Latarnia Morska Hel – dzień, zdjęcie 7");
  });
});
