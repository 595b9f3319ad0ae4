/** After a number: 1 komentarz; 2-4, 22-24, … (not 12-14) komentarze; 0, 5-21, … komentarzy; 2,5 komentarza. */
export interface NounForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

/** Every noun the interface counts; `plural.test.ts` refuses a count written before a hard-coded form of one. */
export const NOUNS = {
  attempt: { one: "próba", few: "próby", many: "prób", other: "próby" },
  character: { one: "znak", few: "znaki", many: "znaków", other: "znaku" },
  comment: { one: "komentarz", few: "komentarze", many: "komentarzy", other: "komentarza" },
  day: { one: "dzień", few: "dni", many: "dni", other: "dnia" },
  entry: { one: "wpis", few: "wpisy", many: "wpisów", other: "wpisu" },
  film: { one: "film", few: "filmy", many: "filmów", other: "filmu" },
  gallery: { one: "galeria", few: "galerie", many: "galerii", other: "galerii" },
  hour: { one: "godzina", few: "godziny", many: "godzin", other: "godziny" },
  like: { one: "polubienie", few: "polubienia", many: "polubień", other: "polubienia" },
  minute: { one: "minuta", few: "minuty", many: "minut", other: "minuty" },
  model: { one: "model", few: "modele", many: "modeli", other: "modelu" },
  photo: { one: "zdjęcie", few: "zdjęcia", many: "zdjęć", other: "zdjęcia" },
  second: { one: "sekunda", few: "sekundy", many: "sekund", other: "sekundy" },
  week: { one: "tydzień", few: "tygodnie", many: "tygodni", other: "tygodnia" },
} as const satisfies Record<string, NounForms>;

const rules = new Intl.PluralRules("pl");
const number = new Intl.NumberFormat("pl-PL");

// A page writes the same few counts dozens of times, and each Intl call crosses into the runtime.
const known = new Map<number, { digits: string; form: Intl.LDMLPluralRule }>();

function written(count: number): { digits: string; form: Intl.LDMLPluralRule } {
  // A map holds -0 and 0 as one key: both are written as 0.
  count += 0;
  let entry = known.get(count);
  if (entry === undefined) {
    entry = { digits: number.format(count), form: rules.select(count) };
    if (known.size < 1000) known.set(count, entry);
  }
  return entry;
}

export function pluralNoun(count: number, forms: NounForms): string {
  const { form } = written(count);
  return form === "one" || form === "few" || form === "many" ? forms[form] : forms.other;
}

export function countNoun(count: number, forms: NounForms): string {
  return `${written(count).digits} ${pluralNoun(count, forms)}`;
}
