import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { countNoun, NOUNS, pluralNoun } from "./plural.ts";

describe("the Polish plural", () => {
  test.each([
    [1, "1 komentarz"],
    [2, "2 komentarze"],
    [4, "4 komentarze"],
    [5, "5 komentarzy"],
    [12, "12 komentarzy"],
    [14, "14 komentarzy"],
    [21, "21 komentarzy"],
    [22, "22 komentarze"],
    [25, "25 komentarzy"],
    [112, "112 komentarzy"],
    [0, "0 komentarzy"],
  ])("%i → %s", (count, text) => {
    expect(countNoun(count, NOUNS.comment)).toBe(text);
  });

  test("writes a fraction with a decimal comma and the noun's genitive singular", () => {
    expect(countNoun(2.5, NOUNS.hour)).toBe("2,5 godziny");
    expect(countNoun(1.5, NOUNS.day)).toBe("1,5 dnia");
  });

  test("separates the thousands of a long number as Polish does", () => {
    expect(countNoun(12345, NOUNS.photo)).toBe("12\u00a0345 zdjęć");
    expect(countNoun(1419, NOUNS.photo)).toBe("1419 zdjęć");
  });

  test("gives the noun alone for a sentence that writes the number itself", () => {
    expect(pluralNoun(3, NOUNS.model)).toBe("modele");
    expect(pluralNoun(13, NOUNS.model)).toBe("modeli");
  });
});

const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "features", "workers"];
const SKIPPED = /(^|\/)(tests|stories)\/|\.(test|stories)\.tsx?$|^app\/lib\/plural\.ts$/;

function productSources(): string[] {
  return SCANNED.flatMap((top) =>
    readdirSync(path.join(root, top), { recursive: true, encoding: "utf8" })
      .map((file) => `${top}/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !SKIPPED.test(file)),
  );
}

const formsOf = new Map(
  Object.values(NOUNS).flatMap((forms) => Object.values(forms).map((form): [string, typeof forms] => [form, forms])),
);
const FORM = [...formsOf.keys()].sort((a, b) => b.length - a.length).join("|");
// A count (a number, `${…}` or JSX `{…}`) and a noun form right after it, with the word before the count.
const COUNTED = new RegExp(
  String.raw`(\p{L}+\.?)?\s*(\$?\{[^{}\n]*\}|(?<![\d:.,/-])\d+(?:,\d+)?)[ \u00a0]+(${FORM})(?![\p{L}\d])`,
  "gu",
);
// A hand-made plural: a noun form chosen by a condition (`n === 1 ? "komentarz" : …`, `return "modele"`).
const CHOSEN = new RegExp(String.raw`(?:\?|\breturn)\s*(["'])(${FORM})\1\s*[:;]`, "gu");
// These prepositions put any count's noun in the genitive plural: "od 3 do 20 znaków", "około 25 godzin".
const GENITIVE = new Set(["do", "od", "około", "ok.", "z", "ze", "bez", "powyżej", "poniżej", "spośród", "wśród"]);

function misuses(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(COUNTED)) {
    const [, before, count, form] = match as unknown as [string, string | undefined, string, string];
    const forms = formsOf.get(form)!;
    const genitive = before !== undefined && GENITIVE.has(before.toLowerCase()) && form === forms.many;
    const literal = /^\d/.test(count) ? Number(count.replace(",", ".")) : undefined;
    if (genitive || (literal !== undefined && pluralNoun(literal, forms) === form)) continue;
    found.push(`${count} ${form}`);
  }
  for (const match of source.matchAll(CHOSEN)) found.push(match[0]);
  return found;
}

describe("counted nouns in the product's texts", () => {
  test("the check finds a hard-coded form after a count", () => {
    expect(misuses("`Usunąć ${count} komentarze?`")).toEqual(["${count} komentarze"]);
    expect(misuses('<p>Usunąć {chosen.length} {chosen.length === 1 ? "komentarz" : "komentarze"}</p>')).toEqual([
      '? "komentarz" :',
    ]);
    expect(misuses("<p>Usunąć 5 komentarze</p>")).toEqual(["5 komentarze"]);
    expect(misuses("<p>Na stronie jest 22 modele, od 3 do ${MAX} znaków, około 25 godzin.</p>")).toEqual([]);
  });

  test("every count in app/, features/ and workers/ goes through the plural helper", () => {
    const files = productSources();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      misuses(readFileSync(path.join(root, file), "utf8")).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
