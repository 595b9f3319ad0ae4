import type { GalleryGroupName } from "#features/catalog/index.ts";

/** One random photo of a model's gallery, as the server picked it (the catalogue's `randomGalleryPicks`). */
export interface RandomPhoto {
  component: string;
  name: string;
  /** The model page, e.g. `/Hel`. */
  path: string;
  /** The gallery group's name, e.g. `dzień`. */
  group: GalleryGroupName;
  /** 1-based number within the group. */
  number: number;
  /** R2 key of the 200x200 thumbnail. */
  thumb: string;
  /** R2 key of the full photo. */
  full: string;
}

/** How many random photos the home page shows. */
export const HOME_PICKS = 6;

/** The photo's title, used as its caption: `Latarnia Morska Hel – dzień, zdjęcie 7`. */
export function photoTitle(photo: Pick<RandomPhoto, "name" | "group" | "number">): string {
  return `${photo.name} – ${photo.group}, zdjęcie ${photo.number}`;
}

const plural = new Intl.PluralRules("pl");
const number = new Intl.NumberFormat("pl-PL");

/** Polish noun forms for 1, for 2-4 (and 22-24, …), for 5-21 (and 25-31, …) and for fractions. */
export interface NounForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

/** `1 galeria`, `3 galerie`, `39 galerii`: a count with the noun in its right form. */
export function countNoun(count: number, forms: NounForms): string {
  const form = plural.select(count);
  const noun = form === "one" || form === "few" || form === "many" ? forms[form] : forms.other;
  return `${number.format(count)} ${noun}`;
}

const GALLERIES: NounForms = { one: "galeria", few: "galerie", many: "galerii", other: "galerii" };
const PHOTOS: NounForms = { one: "zdjęcie", few: "zdjęcia", many: "zdjęć", other: "zdjęcia" };

/** `39 galerii, 1419 zdjęć`. */
export function countsLabel(galleries: number, photos: number): string {
  return `${countNoun(galleries, GALLERIES)}, ${countNoun(photos, PHOTOS)}`;
}
