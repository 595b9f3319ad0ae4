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

export const COPIED_MS = 1000;

export type ImageResolver = (key: string) => string;

export interface GalleryPhoto {
  number: number;
  param: string;
  full: string;
  thumb: string;
  /** The 200x200 square, used as the thumbnail's 2x source. */
  thumbLarge: string;
  caption: string;
}

export function photoCaption(modelName: string, group: Pick<GalleryGroup, "name" | "quantity">, number: number) {
  return `${modelName} – ${group.name}, zdjęcie ${number} z ${group.quantity}`;
}

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

/** Indices, both 0-based, unlike the 1-based numbers in `?photo=`. */
export interface PhotoLocation {
  group: number;
  photo: number;
}

export function parsePhotoParam(value: string | null, gallery: readonly GalleryGroup[]): PhotoLocation | null {
  const read = readPhotoParam(value);
  if (!read) return null;
  const { slug, number } = read;
  const group = gallery.findIndex((candidate) => GROUP_SLUGS[candidate.name] === slug);
  const found = gallery[group];
  if (!found || found.kind !== "photos" || number < 1 || number > found.quantity) return null;
  return { group, photo: number - 1 };
}

/** Films excluded, unlike the home page's count (decision 007). */
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

export function absoluteUrl(address: string, origin: string): string {
  return new URL(address, origin).href;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

export function forumCode(full: string, thumb: string): string {
  return `[url=${full}][img]${thumb}[/img][/url]`;
}

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
