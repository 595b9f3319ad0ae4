import list from "./common-passwords.json" with { type: "json" };

/**
 * The 10,000 most used passwords of zxcvbn's frequency list (`@zxcvbn-ts/language-common` 4.1.3, MIT, Dropbox and
 * zxcvbn-ts), in lower case, without those shorter than the minimum length the schema refuses anyway. A guesser tries
 * these first, and they pass any length rule: refused with the length kept at 5.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(list);
  return common.has(password.toLowerCase());
}
