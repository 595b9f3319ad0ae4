export function hasInvisibleCharacters(text: string): boolean {
  return /[\p{Default_Ignorable_Code_Point}\p{C}]/u.test(text);
}

const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

export function mixesScripts(text: string): boolean {
  const seen = new Set<number>();
  for (const letter of text.match(/\p{L}/gu) ?? []) {
    const script = SCRIPTS.findIndex((pattern) => pattern.test(letter));
    seen.add(script);
  }
  return seen.size > 1;
}

/** In the form NFKC leaves alone: no fullwidth or ligature look-alikes of plain letters. */
export function isLoginText(text: string): boolean {
  return (
    /^[\p{Script=Latin}0-9_.-]+$/u.test(text) &&
    /[\p{L}0-9]/u.test(text) &&
    !/[\p{Lm}\p{Sk}]/u.test(text) &&
    text === text.normalize("NFKC")
  );
}

/** Any mandatory line break (LF, VT, FF, CR, NEL, U+2028, U+2029): a mail reader or a log breaks a quoted name at it. */
export function hasLineSeparators(text: string): boolean {
  return /[\n\v\f\r\u0085\p{Zl}\p{Zp}]/u.test(text);
}
