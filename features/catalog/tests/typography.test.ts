import { describe, expect, test } from "vitest";
import { seedAboutText, seedInfoText } from "#features/info-box/index.server.ts";
import { formatPosition } from "../index.ts";
import { banners, models, updates } from "../index.server.ts";

/**
 * The seed data is printed as it stands, so its typography is checked here rather than trusted to
 * review. Only rules a reader notices and a regex decides: a decimal comma, a non-breaking space (U+00A0) that keeps a
 * number on the line of its unit, and in the catalogue's prose Polish quotation marks and dashes.
 */

// Keys whose values are addresses, file names or identifiers, where a dot or a bare unit is not prose.
const NOT_PROSE = new Set([
  "url",
  "card",
  "icon",
  "cover",
  "photo",
  "path",
  "component",
  "format",
  "prefix",
  "videoId",
  "image",
  "href",
  "src",
  "key",
  "address",
]);

function texts(value: unknown, where: string, out: [string, string][]): [string, string][] {
  // An address is not prose: a space bound into "68 cm" inside one broke a download link (stored-addresses.test.ts).
  if (typeof value === "string") {
    if (!/^https?:\/\//.test(value)) out.push([where, value]);
  } else if (Array.isArray(value)) value.forEach((item, index) => texts(item, `${where}[${index}]`, out));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (!NOT_PROSE.has(key)) texts(item, `${where}.${key}`, out);
    }
  return out;
}

// Letters that also name things ("39A" a launch pad, "Saturn V") stay out: a rule with exceptions would not be trusted.
const UNITS = "mm|cm|m|km|Mm|kg|W|kW|MW|kN|mA|Ω|kΩ|km/h|m/s";
// Seconds, kelvins and per cent only after a space: glued to a number they are names ("MiG-29K").
const SPACED_UNITS = "s|K|%";
// A number, then a unit ending at a word boundary (so "4 m" matches, "4 maja" does not), with anything but U+00A0
// between them. "m n.p.m." counts: the "m" is the unit.
const UNIT_WITHOUT_NBSP = new RegExp(`\\d(?:[ \\t]?(?:${UNITS})|[ \\t](?:${SPACED_UNITS}))(?![\\p{L}\\d])`, "u");
const DECIMAL_POINT = /(?<![\d.])\d+\.\d+(?![\d.])/;
// Names that contain a dot and are not numbers: the MiG-29UB's factory designation (izdielije 9.51).
const DESIGNATIONS = /\b9\.51\b/g;

const catalogue: [string, string][] = [
  ...texts(models, "models", []),
  ...texts(banners, "banners", []),
  ...texts(updates, "updates", []).filter(([where]) => !where.endsWith(".date")),
];

// The catalogue's prose: „…” for quotes (’ stays as the apostrophe of Morse’a), a spaced en dash between clauses,
// an unspaced one in a range (1909–1933). Straight quotes and a hyphen standing in for a dash are typewriter habits.
const PROSE_RULES: readonly [name: string, rule: RegExp][] = [
  ["a straight or English quotation mark", /["“‘]|(?<!\p{L})'|'(?!\p{L})|(?<=[\s(])”/u],
  ["a hyphen for a dash", /\s-\s|\s-$|^-\s/],
  ["a hyphen in a range", /(?<![\d.-])\d{1,4}[°′]?-\d{1,4}(?![\d.-])/],
  ["three dots (the ellipsis is one character, …)", /\.\.\./],
  ["“±” apart from its number (it takes U+00A0)", /±(?!\u00a0\d)/],
  ["an em dash", /—/],
  ["two hyphens", /--/],
  ["“latarń” (the genitive plural is “latarni”)", /latarń/i],
];

const seed: [string, string][] = [
  ...catalogue,
  ["seedInfoText", seedInfoText({ name: "Modele" } as Parameters<typeof seedInfoText>[0])],
  ["seedAboutText", seedAboutText()],
];

describe("seed data typography", () => {
  test("has prose to check", () => {
    expect(seed.length).toBeGreaterThan(500);
  });

  test("puts a non-breaking space between a number and its unit", () => {
    const offenders = seed
      .filter(([, text]) => UNIT_WITHOUT_NBSP.test(text))
      .map(([where, text]) => `${where}: ${text.match(UNIT_WITHOUT_NBSP)?.[0]}`);
    expect(offenders).toEqual([]);
  });

  test("writes decimals with a comma", () => {
    const offenders = seed
      .map(([where, text]): [string, string] => [where, text.replace(DESIGNATIONS, "")])
      .filter(([, text]) => DECIMAL_POINT.test(text))
      .map(([where, text]) => `${where}: ${text.match(DECIMAL_POINT)?.[0]}`);
    expect(offenders).toEqual([]);
  });
  test("quotes with Polish quotation marks, sets dashes as Polish does and spells “latarni”", () => {
    const offenders = catalogue.flatMap(([where, text]) =>
      PROSE_RULES.filter(([, rule]) => rule.test(text)).map(
        ([name, rule]) => `${where}: ${name} in ${JSON.stringify(text.match(rule)?.[0])}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  test("gives every lighthouse's position in one format: degrees and decimal minutes with signs", () => {
    const positions = models.flatMap((model) => {
      const position = model.technicalData?.["Położenie"];
      return position === undefined ? [] : [[model.name, position] as const];
    });
    expect(positions.length).toBeGreaterThan(10);
    for (const [name, position] of positions)
      expect(position, name).toMatch(/^\d+°\d{2},\d{2}′\u00a0N \d+°\d{2},\d{2}′\u00a0E$/);
  });

  test("writes a map point in the same format", () => {
    expect(formatPosition([54.700333, 18.682833])).toBe("54°42,02′\u00a0N 18°40,97′\u00a0E");
    expect(formatPosition([53.0833, 14.0])).toBe("53°05,00′\u00a0N 14°00,00′\u00a0E");
    expect(formatPosition([-33.99999, -70.5])).toBe("34°00,00′\u00a0S 70°30,00′\u00a0W");
  });
});
