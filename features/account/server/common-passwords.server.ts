import list from "./common-passwords.json" with { type: "json" };

// zxcvbn's 10,000 most used passwords (`@zxcvbn-ts/language-common` 4.1.3, MIT, Dropbox and zxcvbn-ts), lower case,
// none shorter than the schema's minimum. A guesser tries these first and they pass any length rule: refused instead.
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(list);
  return common.has(password.toLowerCase());
}
