import { describe, expect, test } from "vitest";
import { seedAboutText, seedInfoText } from "#features/info-box/index.server.ts";
import { banners, models, updates } from "../index.server.ts";
import { addressesWithSpaces } from "./address-spaces.ts";

function strings(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}[${index}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  return [];
}

describe("addresses in the seed data", () => {
  test("the check finds a space of any kind inside an address, alone or in prose", () => {
    expect(addressesWithSpaces("https://example.com/2009/04/68\u00a0cm-model.html")).toHaveLength(1);
    expect(addressesWithSpaces("Wzór: https://example.com/68\u00a0cm-model.html, darmowy")).toEqual([
      "https://example.com/68\u00a0cm-model.html,",
    ]);
    expect(addressesWithSpaces("[latarnia](/Hel\u00a0morska)")).toEqual(["/Hel\u00a0morska"]);
    expect(addressesWithSpaces("https://example.com/a i dalej tekst")).toHaveLength(1);
    expect(addressesWithSpaces("Zobacz https://example.com/model.html i [mapę](/Mapa).")).toEqual([]);
  });

  test("hold no whitespace, the non-breaking space included", () => {
    const seed = [
      ...strings(models, "models"),
      ...strings(banners, "banners"),
      ...strings(updates, "updates"),
      ["seedInfoText", seedInfoText({ name: "Modele" } as Parameters<typeof seedInfoText>[0])] as [string, string],
      ["seedAboutText", seedAboutText()] as [string, string],
    ];
    expect(seed.filter(([, text]) => /https?:\/\//.test(text)).length).toBeGreaterThan(39);
    const faults = seed.flatMap(([where, text]) => addressesWithSpaces(text).map((address) => `${where}: ${address}`));
    expect(faults).toEqual([]);
  });
});
