import {
  GROUP_SLUGS,
  imageUrl,
  photoKeys,
  photoParam,
  readPhotoParam,
  type GalleryGroup,
  type Model,
  type PhotoGroup,
} from "#features/catalog/index.ts";

/** How long a copy confirmation (`Skopiowano`) stays (spec section 9). */
export const COPIED_MS = 1000;

/** Resolves an R2 key to the address the browser loads; the site serves keys under `/images/`. */
export type ImageResolver = (key: string) => string;

/** One photo of a group, with everything the grid, the viewer and sharing need. */
export interface GalleryPhoto {
  /** 1-based number within its group. */
  number: number;
  /** The `?photo=` value, e.g. `dzien-07`. */
  param: string;
  full: string;
  /** The 160x160 thumbnail. */
  thumb: string;
  /** The 200x200 square, used as the thumbnail's 2x source. */
  thumbLarge: string;
  /** `<model> – <group>, zdjęcie N z M`. */
  caption: string;
}

/** The viewer's caption of a photo, e.g. `Latarnia Morska Hel – dzień, zdjęcie 3 z 14`. */
export function photoCaption(modelName: string, group: Pick<GalleryGroup, "name" | "quantity">, number: number) {
  return `${modelName} – ${group.name}, zdjęcie ${number} z ${group.quantity}`;
}

/** Every photo of a group, in order. */
export function groupPhotos(
  model: Pick<Model, "component" | "name">,
  group: PhotoGroup,
  resolve: ImageResolver = imageUrl,
): GalleryPhoto[] {
  return Array.from({ length: group.quantity }, (_, index) => {
    const number = index + 1;
    const keys = photoKeys(model.component, group, number);
    return {
      number,
      param: photoParam(group.name, number),
      full: resolve(keys.full),
      thumb: resolve(keys.thumb),
      thumbLarge: resolve(keys.random),
      caption: photoCaption(model.name, group, number),
    };
  });
}

/** Where a `?photo=` value points: the group's index in the gallery and the photo's 0-based index. */
export interface PhotoLocation {
  group: number;
  photo: number;
}

/**
 * Reads a `?photo=` value (`dzien-07`, also `dzien-7`). Null when it names no photo of this gallery: an
 * unknown group, a film group, or a number outside the group.
 */
export function parsePhotoParam(value: string | null, gallery: readonly GalleryGroup[]): PhotoLocation | null {
  const read = readPhotoParam(value);
  if (!read) return null;
  const { slug, number } = read;
  const group = gallery.findIndex((candidate) => GROUP_SLUGS[candidate.name] === slug);
  const found = gallery[group];
  if (!found || found.kind !== "photos" || number < 1 || number > found.quantity) return null;
  return { group, photo: number - 1 };
}

/** The number of photos in a model's gallery (films excluded): the count in the section's header. */
export function galleryPhotoCount(model: Pick<Model, "gallery">): number {
  return model.gallery.reduce((sum, group) => sum + (group.kind === "photos" ? group.quantity : 0), 0);
}

const plural = new Intl.PluralRules("pl");

/** `1 zdjęcie`, `3 zdjęcia`, `14 zdjęć`, `22 zdjęcia`. */
export function photoCountLabel(count: number): string {
  const form = plural.select(count);
  const noun = form === "one" ? "zdjęcie" : form === "few" ? "zdjęcia" : form === "many" ? "zdjęć" : "zdjęcia";
  return `${count} ${noun}`;
}

/** `1 film`, `2 filmy`, `5 filmów`. */
export function filmCountLabel(count: number): string {
  const form = plural.select(count);
  const noun = form === "one" ? "film" : form === "few" ? "filmy" : "filmów";
  return `${count} ${noun}`;
}

/** An address the visitor can paste anywhere: resolved against the page's origin. */
export function absoluteUrl(address: string, origin: string): string {
  return new URL(address, origin).href;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/** The forum (BBCode) code of a thumbnail linking to the full photo. */
export function forumCode(full: string, thumb: string): string {
  return `[url=${full}][img]${thumb}[/img][/url]`;
}

/** The HTML code of a thumbnail linking to the full photo, for a website. */
export function websiteCode(full: string, thumb: string): string {
  return `<a href="${escapeAttribute(full)}"><img src="${escapeAttribute(thumb)}"></a>`;
}

/** The poster YouTube serves for a video (allowed by the page's image policy). */
export function youtubePosterUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

/** The privacy-enhanced player address; it loads only after the visitor presses play. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
