import { describe, expect, test } from "vitest";
import { modelSummaries, randomGalleryPicks } from "../index.server.ts";
import {
  filterModels,
  normalizeSearchText,
  photoFileName,
  photoKeys,
  searchModels,
  sortByCompletionYear,
  yearHeader,
} from "../index.ts";

const names = (list: readonly { name: string }[]) => list.map((model) => model.name);

describe("search", () => {
  test("ignores case and diacritics, reading ł as l", () => {
    expect(normalizeSearchText("Zamek w BĘDZINIE")).toBe("zamek w bedzinie");
    expect(normalizeSearchText("Łazik Świnoujście Kołobrzeg")).toBe("lazik swinoujscie kolobrzeg");
  });

  test("finds Będzin from 'bedzin' and Świnoujście from 'swinoujscie'", () => {
    expect(names(searchModels(modelSummaries, "bedzin"))).toEqual(["Zamek w Będzinie"]);
    expect(names(searchModels(modelSummaries, "swinoujscie"))).toEqual(["Latarnia Morska Świnoujście"]);
    expect(names(searchModels(modelSummaries, "ŁAZIK"))).toEqual(["Łazik marsjański Curiosity"]);
  });

  test("matches substrings and returns everything for an empty query", () => {
    expect(searchModels(modelSummaries, "starship")).toHaveLength(2);
    expect(searchModels(modelSummaries, "  ")).toHaveLength(39);
    expect(searchModels(modelSummaries, "nic takiego")).toEqual([]);
  });
});

describe("filters", () => {
  test("keep the 17 lighthouses under 'latarnie morskie'", () => {
    expect(filterModels(modelSummaries, "latarnie morskie")).toHaveLength(17);
  });

  test("select lit, GPM and free models by their own rules", () => {
    expect(filterModels(modelSummaries, "z oświetleniem").every((model) => model.lighting)).toBe(true);
    expect(names(filterModels(modelSummaries, "gpm"))).toContain("Zamek w Będzinie");
    const free = names(filterModels(modelSummaries, "darmowe"));
    expect(free).toContain("Łazik marsjański Curiosity");
    expect(free).not.toContain("Latarnia Morska Hel");
  });

  test("return all models for 'wszystkie modele'", () => {
    expect(filterModels(modelSummaries, "wszystkie modele")).toHaveLength(39);
  });
});

describe("sorting and headings", () => {
  test("sort by completion year, newest first, with the model under construction leading", () => {
    const sorted = sortByCompletionYear(modelSummaries);
    expect(sorted[0]!.completionYear).toBe(9999);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i - 1]!.completionYear).toBeGreaterThanOrEqual(sorted[i]!.completionYear);
    }
  });

  test("the year header follows the spec's three cases", () => {
    expect(yearHeader({ completionYear: 2019, buildYears: "2011-2019" })).toBe("Lata budowy modeli: 2011-2019");
    expect(yearHeader({ completionYear: 2014 })).toBe("Rok budowy modelu: 2014");
    expect(yearHeader({ completionYear: 2999 })).toBe("Rok budowy modelu: 2999");
    expect(yearHeader({ completionYear: 3000 })).toBe("Model w budowie");
    expect(yearHeader({ completionYear: 9999 })).toBe("Model w budowie");
  });
});

describe("photo names", () => {
  test("pad the number to two digits", () => {
    expect(photoFileName({ prefix: "hel-d", format: ".jpg" }, 7)).toBe("hel-d07.jpg");
    expect(photoFileName({ prefix: "hel-d", format: ".jpg" }, 14)).toBe("hel-d14.jpg");
    expect(photoFileName({ prefix: "wang-b", format: ".jpg" }, 162)).toBe("wang-b162.jpg");
  });

  test("build R2 keys from the component, the group and the name", () => {
    const keys = photoKeys("Hel", { kind: "photos", name: "dzień", quantity: 14, format: ".jpg", prefix: "hel-d" }, 3);
    expect(keys).toEqual({
      full: "models/Hel/dzien/hel-d03.jpg",
      thumb: "models/Hel/dzien/thumbs/hel-d03.webp",
      random: "models/Hel/dzien/thumbs-200/hel-d03.webp",
    });
  });
});

describe("random gallery picks", () => {
  test("take one photo from each model in a shuffled order, the same for the same seed", () => {
    const picks = randomGalleryPicks(42);
    expect(picks).toHaveLength(39);
    expect(new Set(picks.map((pick) => pick.component)).size).toBe(39);
    expect(randomGalleryPicks(42)).toEqual(picks);
    expect(randomGalleryPicks(43).map((pick) => pick.component)).not.toEqual(picks.map((pick) => pick.component));
  });
});
