import { describe, expect, test } from "vitest";
import { yearHeader } from "#features/catalog/index.ts";
import { sourceLabel } from "../components/history-article.tsx";
import { lampKeyframes, modelStructuredData, phaseOffsets, phaseSeconds, postedRowCount, rowCount } from "../model.ts";
import { buildModel } from "./fixtures.ts";

describe("the year header", () => {
  test("names the years of building when the model has them", () => {
    expect(yearHeader({ buildYears: "2011-2019", completionYear: 2019 })).toBe("Lata budowy modeli: 2011-2019");
    expect(yearHeader({ buildYears: "2011-2019", completionYear: 9999 })).toBe("Lata budowy modeli: 2011-2019");
  });

  test("gives the completion year below 3000", () => {
    expect(yearHeader({ completionYear: 2014 })).toBe("Rok budowy modelu: 2014");
    expect(yearHeader({ completionYear: 2999 })).toBe("Rok budowy modelu: 2999");
  });

  test("says the model is under construction from 3000 on", () => {
    expect(yearHeader({ completionYear: 3000 })).toBe("Model w budowie");
    expect(yearHeader({ completionYear: 9999 })).toBe("Model w budowie");
  });
});

describe("the light phases' timeline", () => {
  const phases = [
    { kind: "light", label: "Błysk 0,5 s", seconds: 0.5 },
    { kind: "dark", label: "Przerwa 1,5 s", seconds: 1.5 },
    { kind: "light", label: "Błysk 0,5 s", seconds: 0.5 },
    { kind: "dark", label: "Przerwa 5,5 s", seconds: 5.5 },
  ] as const;

  test("starts each phase at its share of the period", () => {
    expect(phaseOffsets(phases)).toEqual([0, 6.25, 25, 31.25]);
  });

  test("blinks the lamp on at light phases and off at dark ones, holding to the end", () => {
    expect(lampKeyframes("fazy-x", phases)).toBe(
      "@keyframes fazy-x{0%{opacity:1}6.25%{opacity:0.12}25%{opacity:1}31.25%{opacity:0.12}100%{opacity:0.12}}",
    );
  });

  test("writes durations the Polish way", () => {
    expect(phaseSeconds(2.5)).toBe("2,5 s");
    expect(phaseSeconds(10)).toBe("10 s");
  });
});

describe("the search engines' data", () => {
  test("describes a finished model as a visual artwork with absolute addresses", () => {
    const data = modelStructuredData(buildModel(), { origin: "https://modele.example", author: "Jan Nowak" });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: "Latarnia Morska Hel",
      url: "https://modele.example/Hel",
      image: "https://modele.example/images/models/Hel/cover.webp",
      creator: { "@type": "Person", name: "Jan Nowak" },
      dateCreated: "2014",
    });
  });

  test("names the kit it was built from: publisher as the brand, the kit's facts as properties, no links", () => {
    const data = modelStructuredData(
      buildModel({
        info: { Wydawca: "GPM", Skala: "1:150", "Ilość stron": 2, "Link do pobrania": "https://x.example/a" },
      }),
      { origin: "https://modele.example", author: "Jan Nowak" },
    );
    expect(data.isBasedOn).toEqual({
      "@type": "Product",
      name: "Latarnia Morska Hel: model kartonowy do sklejenia",
      category: "Modele kartonowe",
      brand: { "@type": "Brand", name: "GPM" },
      additionalProperty: [
        { "@type": "PropertyValue", name: "Skala", value: "1:150" },
        { "@type": "PropertyValue", name: "Ilość stron", value: 2 },
      ],
    });
    expect(
      modelStructuredData(buildModel({ info: {} }), { origin: "https://m.example", author: "J" }),
    ).not.toHaveProperty("isBasedOn");
  });

  test("marks a model under construction and encodes spaces in the address", () => {
    const data = modelStructuredData(buildModel({ completionYear: 9999, path: "/Krynica Morska" }), {
      origin: "https://modele.example",
      author: "Jan Nowak",
    });
    expect(data.url).toBe("https://modele.example/Krynica%20Morska");
    expect(data.creativeWorkStatus).toBe("Model w budowie");
    expect(data).not.toHaveProperty("dateCreated");
  });
});

describe("the rows of a refused post", () => {
  const refused = (values: Record<string, string>) =>
    ({ intent: "model-facts", ok: false, status: 400, error: "Nie", values }) as const;

  test("counts up to the highest row the form posted under its prefix", () => {
    const values = { "fact-0-name": "Skala", "fact-0-value": "1:150", "fact-3-name": "", "section-7-text": "" };
    expect(postedRowCount(refused(values), "fact")).toBe(4);
    expect(postedRowCount(refused(values), "section")).toBe(8);
    expect(postedRowCount(refused(values), "data")).toBe(0);
  });

  test("is none without a refusal", () => {
    expect(postedRowCount(undefined, "fact")).toBe(0);
    expect(postedRowCount({ intent: "model-facts", ok: true, data: null }, "fact")).toBe(0);
  });
});

describe("the rows a kept draft holds", () => {
  test("counts the rows of the form's values, a ticked removal included", () => {
    expect(rowCount({ "fact-0-name": "Skala", "fact-11-remove": "1" }, "fact")).toBe(12);
    expect(rowCount({}, "fact")).toBe(0);
  });
});

describe("a Historia source's label", () => {
  test("names Wikipedia once, however much of its name the owner pasted", () => {
    const full = "Zamek w Będzinie – Wikipedia, wolna encyklopedia";
    expect(sourceLabel("Zamek w Będzinie", true)).toBe(full);
    expect(sourceLabel("Zamek w Będzinie – Wikipedia", true)).toBe(full);
    expect(sourceLabel("Zamek w Będzinie - Wikipedia, wolna encyklopedia", true)).toBe(full);
    expect(sourceLabel("Zamek w Będzinie – strona gminy", false)).toBe("Zamek w Będzinie – strona gminy");
  });
});
