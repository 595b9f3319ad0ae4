import {
  GROUP_SLUGS,
  imageInfoOf,
  imageUrl,
  PHOTO_WIDTHS,
  photoKeys,
  socialKey,
  socialSize,
  squareSources,
  widthSources,
  type ImageIndex,
  type PictureSource,
  photoParam,
  readPhotoParam,
  type GalleryGroup,
  type GalleryGroupName,
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
  thumbLarge: string;
  caption: string;
  alt: string;
  /** A photo imported before the image index (decision 012) has none and shows its original. */
  width?: number;
  height?: number;
  placeholder?: string;
  sources?: readonly PictureSource[];
  thumbSources?: readonly PictureSource[];
}

export function photoCaption(modelName: string, group: Pick<GalleryGroup, "name" | "quantity">, number: number) {
  return `${modelName} – ${group.name}, zdjęcie ${number} z ${group.quantity}`;
}

const GROUP_VIEWS: Record<GalleryGroupName, string> = {
  dzień: "gotowy model za dnia",
  noc: "model nocą, z włączonym oświetleniem",
  budowa: "model w trakcie budowy",
  zima: "gotowy model w zimowej scenerii",
  model: "gotowy model",
  podstawka: "podstawka modelu",
  filmy: "kadr z filmu o modelu",
};

export function photoAlt(modelName: string, group: Pick<GalleryGroup, "name" | "quantity">, number: number) {
  return `${modelName}: ${GROUP_VIEWS[group.name]}, zdjęcie ${number} z ${group.quantity}`;
}

export function groupPhotos(
  model: Pick<Model, "component" | "name">,
  group: PhotoGroup,
  resolve: ImageResolver = imageUrl,
  images: ImageIndex = {},
): GalleryPhoto[] {
  return Array.from({ length: group.quantity }, (_, index) => {
    const number = index + 1;
    const keys = photoKeys(model.component, group, number);
    const info = imageInfoOf(images, keys.full);
    // The copies exist only where the seed or the import wrote the index entry with them.
    const sized = info && !keys.full.endsWith(".gif");
    return {
      number,
      param: photoParam(group.name, number),
      full: resolve(keys.full),
      thumb: resolve(keys.thumb),
      thumbLarge: resolve(keys.random),
      caption: group.photos?.[index]?.caption ?? photoCaption(model.name, group, number),
      alt: group.photos?.[index]?.caption ?? photoAlt(model.name, group, number),
      width: info?.width,
      height: info?.height,
      placeholder: info?.placeholder,
      ...(sized ? { sources: widthSources(keys.full, info.width, PHOTO_WIDTHS, resolve) } : {}),
      ...(info ? { thumbSources: squareSources(keys.thumb, 160, resolve) } : {}),
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

export interface PhotoCard {
  param: string;
  title: string;
  image: string;
  width?: number;
  height?: number;
}

export function photoCard(
  model: Pick<Model, "component" | "name" | "gallery">,
  location: PhotoLocation | null,
  images: ImageIndex,
): PhotoCard | null {
  const group = location ? model.gallery[location.group] : undefined;
  if (!location || group?.kind !== "photos") return null;
  const number = location.photo + 1;
  const keys = photoKeys(model.component, group, number);
  const info = imageInfoOf(images, keys.full);
  return {
    param: photoParam(group.name, number),
    title: `${model.name} – ${group.name}, zdjęcie ${number}`,
    image: info ? socialKey(keys.full) : keys.full,
    ...(info ? socialSize(info) : {}),
  };
}

export function openingGroup(model: Pick<Model, "gallery">, location: PhotoLocation | null): GalleryGroup | undefined {
  return model.gallery[location?.group ?? 0];
}

/** Films excluded, unlike the home page's count (decision 007). */
export function galleryPhotoCount(model: Pick<Model, "gallery">): number {
  return model.gallery.reduce((sum, group) => sum + (group.kind === "photos" ? group.quantity : 0), 0);
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

export function youtubePosterUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
