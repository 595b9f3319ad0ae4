import { describe, expect, test } from "vitest";
import { seedView } from "../index.server.ts";

const modelSummaries = seedView.summaries;
const randomGalleryPicks = (seed: number) => seedView.randomPicks(seed);
import {
  filterModels,
  galleryPhotoLink,
  GROUP_SLUGS,
  normalizeSearchText,
  pathFromName,
  PHOTO_PARAM,
  photoFileName,
  photoKeys,
  photoParam,
  readPhotoParam,
  searchModels,
  yearHeader,
  type CategoryFilter,
} from "../index.ts";
import { sortByCompletionYear } from "../model.ts";

const names = (list: readonly { name: string }[]) => list.map((model) => model.name);

describe("search", () => {
  test("ignores case and diacritics, reading ł as l", () => {
    expect(normalizeSearchText("Zamek w BĘDZINIE")).toBe("zamek w bedzinie");
    expect(normalizeSearchText("Łazik Świnoujście Kołobrzeg")).toBe("lazik swinoujscie kolobrzeg");
  });

  test("finds Będzin from 'bedzin' and Świnoujście from 'swinoujscie'", () => {
    expect(names(searchModels(modelSummaries, "bedzin"))).toEqual(["Zamek w Będzinie"]);
    expect(names(searchModels(modelSummaries, "swinoujscie"))).toEqual(["Latarnia morska Świnoujście"]);
    expect(names(searchModels(modelSummaries, "ŁAZIK"))).toEqual(["Łazik marsjański Curiosity"]);
  });

  test("matches substrings and returns everything for an empty query", () => {
    expect(searchModels(modelSummaries, "starship")).toHaveLength(2);
    expect(searchModels(modelSummaries, "  ")).toHaveLength(39);
    expect(searchModels(modelSummaries, "nic takiego")).toEqual([]);
  });
});

describe("filters", () => {
  const components = (filter: CategoryFilter) => filterModels(modelSummaries, filter).map((model) => model.component);

  // The expected lists are written out from the reference data, so a change of any rule or record shows here.
  test.each<[CategoryFilter, string[]]>([
    [
      "latarnie morskie",
      "Stilo Darlowo Czolpino Ustka Gaski Hel Jaroslawiec Jastarnia Kikut Kolobrzeg KrynicaMorska Niechorze NowyPort PortPolnocny Rozewie Sopot Swinoujscie".split(
        " ",
      ),
    ],
    ["zamki i ratusze", "Bedzin Oporow SandomierzRatusz Baranow SandomierzBrama Olsztyn NowyWisnicz".split(" ")],
    ["kościoły", ["Gryfino", "Wang", "WangGPM"]],
    ["kosmos", "Curiosity StarshipSN15 Falcon9 AtlasV SaturnV StarshipS30".split(" ")],
    ["figurki", ["Mauler", "Predator"]],
    ["samoloty", ["PhantomF4", "MiG29"]],
    [
      "z oświetleniem",
      "Bedzin Oporow Stilo SandomierzRatusz Darlowo Czolpino Gaski Hel NowyPort Sopot Wang".split(" "),
    ],
    ["darmowe", "Curiosity Mauler Predator StarshipSN15 Falcon9 AtlasV SaturnV StarshipS30".split(" ")],
  ])("'%s' selects exactly its models", (filter, expected) => {
    expect(components(filter)).toEqual(expected);
  });

  test("'gpm' selects the 28 models published by GPM and nothing else", () => {
    const gpm = components("gpm");
    expect(gpm).toHaveLength(28);
    expect(gpm).toEqual(expect.arrayContaining(["Bedzin", "Hel", "PhantomF4", "WilczySzaniec"]));
    for (const other of ["Gryfino", "Wang", "StarshipS30", "Curiosity", "Wiezowce"]) expect(gpm).not.toContain(other);
  });

  test("return all models for 'wszystkie modele', two of them (skyscrapers, bunkers) in no category", () => {
    expect(filterModels(modelSummaries, "wszystkie modele")).toHaveLength(39);
    const categorised = new Set(
      (["latarnie morskie", "zamki i ratusze", "kościoły", "kosmos", "figurki", "samoloty"] as const).flatMap(
        components,
      ),
    );
    expect(modelSummaries.filter((model) => !categorised.has(model.component)).map((model) => model.component)).toEqual(
      ["Wiezowce", "WilczySzaniec"],
    );
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

describe("links to a gallery photo", () => {
  const photo = { path: "/Hel", group: "dzień", number: 7 } as const;

  test("name the photo by its group slug and two-digit number", () => {
    expect(photoParam("dzień", 7)).toBe("dzien-07");
    expect(photoParam("noc", 12)).toBe("noc-12");
  });

  test("open the photo on the model page, at the gallery section unless told not to", () => {
    expect(galleryPhotoLink(photo)).toBe("/Hel?photo=dzien-07#galeria");
    expect(galleryPhotoLink({ ...photo, number: 112 }, false)).toBe("/Hel?photo=dzien-112");
  });

  test("are read back to the slug and the number", () => {
    expect(readPhotoParam("dzien-07")).toEqual({ slug: "dzien", number: 7 });
    expect(readPhotoParam(" NOC-3 ")).toEqual({ slug: "noc", number: 3 });
    for (const value of [null, "", "dzien", "dzień-01", "dzien-1e1", "dzien-1234", "../x"]) {
      expect(readPhotoParam(value), String(value)).toBeNull();
    }
  });

  test("of every random pick lead to that very photo", () => {
    for (const pick of randomGalleryPicks(7)) {
      const url = new URL(galleryPhotoLink(pick), "https://example.com");
      expect(readPhotoParam(url.searchParams.get(PHOTO_PARAM))).toEqual({
        slug: GROUP_SLUGS[pick.group],
        number: pick.number,
      });
    }
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

describe("a new model's address from its name", () => {
  test("folds Polish letters, joins words with hyphens and keeps 60 characters", () => {
    expect(pathFromName("Zamek w Będzinie")).toBe("Zamek-w-Bedzinie");
    expect(pathFromName("  Łódź: Żółta Ćma, śluza! ")).toBe("Lodz-Zolta-Cma-sluza");
    expect(pathFromName("Wieża 2000 (wersja 1:150)")).toBe("Wieza-2000-wersja-1-150");
    expect(pathFromName("a".repeat(59) + " b")).toBe("a".repeat(59));
  });
});
