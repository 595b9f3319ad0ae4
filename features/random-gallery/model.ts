import type { GalleryGroupName, ImageInfo } from "#features/catalog/index.ts";

export interface RandomPhoto {
  component: string;
  name: string;
  path: string;
  group: GalleryGroupName;
  number: number;
  thumb: string;
  full: string;
  galleryThumb?: string;
  info?: ImageInfo;
}

export const HOME_PICKS = 6;

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

export function countNoun(count: number, forms: NounForms): string {
  const form = plural.select(count);
  const noun = form === "one" || form === "few" || form === "many" ? forms[form] : forms.other;
  return `${number.format(count)} ${noun}`;
}

const GALLERIES: NounForms = { one: "galeria", few: "galerie", many: "galerii", other: "galerii" };
const PHOTOS: NounForms = { one: "zdjęcie", few: "zdjęcia", many: "zdjęć", other: "zdjęcia" };

export function countsLabel(galleries: number, photos: number): string {
  return `${countNoun(galleries, GALLERIES)}, ${countNoun(photos, PHOTOS)}`;
}
