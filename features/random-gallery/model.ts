import { countNoun, NOUNS } from "#app/lib/plural.ts";
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

export function countsLabel(galleries: number, photos: number): string {
  return `${countNoun(galleries, NOUNS.gallery)}, ${countNoun(photos, NOUNS.photo)}`;
}
