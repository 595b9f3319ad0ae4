import { GROUP_SLUGS, type GalleryGroupName, type Model } from "#features/catalog/index.ts";

const NEW_GALLERY_GROUP: GalleryGroupName = "dzień";

/** Sizing runs in the browser (docs/decisions/026-sizing-in-the-browser.md), so a page without scripts says so. */
export const WITHOUT_SCRIPT =
  "Bez JavaScriptu nie dodasz ani nie zastąpisz zdjęcia: przeglądarka zmniejsza je przed wysłaniem. Układ galerii, podpisy i usuwanie działają.";

/** The model page's form intents for arranging its gallery (`photoIntents` on the server), in one place. */
export const PHOTO_INTENTS = {
  /** caption, group, `position` (1-based in the group), `cover` or `card` ("true") of one photo */
  edit: "photo-edit",
  delete: "photo-delete",
  /** a film by its YouTube address */
  film: "film-add",
  /** The GPS point of an uploaded photo as the model's map point (one of the server's `modelIntents`). */
  mapPoint: "model-map-point",
} as const;

export const PHOTO_FORM_FIELDS = {
  model: "id",
  photo: "photoId",
  caption: "caption",
  group: "group",
  position: "position",
  cover: "cover",
  card: "card",
  video: "video",
  latitude: "latitude",
  longitude: "longitude",
} as const;

/** What the server's `catalog.photosOf(model)` gives of each photo or film, in gallery order. */
export interface ArrangedPhoto {
  id: number;
  group: GalleryGroupName;
  /** 1-based within its group */
  position: number;
  key: string | null;
  videoId: string | null;
  caption: string | null;
}

export function photosApiUrl(modelId: number, photoId?: number): string {
  return `/api/models/${modelId}/photos${photoId === undefined ? "" : `/${photoId}`}`;
}

export const GROUP_NAMES = Object.keys(GROUP_SLUGS) as GalleryGroupName[];
export const PHOTO_GROUP_NAMES = GROUP_NAMES.filter((name) => name !== "filmy");

/** The gallery's first photo group; a model without photos starts with "dzień". */
export function defaultGroup(gallery: Model["gallery"]): GalleryGroupName {
  return gallery.find((group) => group.kind === "photos")?.name ?? NEW_GALLERY_GROUP;
}

export type UploadStatus = "waiting" | "sizing" | "uploading" | "failed" | "done";

export interface UploadItem {
  id: number;
  name: string;
  group: GalleryGroupName;
  status: UploadStatus;
  /** 0–1 within the current stage */
  progress: number;
  error?: string;
}

/** Sizing counts for a fifth of a photo's way: the upload is what a phone's owner waits for. */
const SIZING_SHARE = 0.2;

function itemShare(item: UploadItem): number {
  switch (item.status) {
    case "done":
      return 1;
    case "uploading":
      return SIZING_SHARE + (1 - SIZING_SHARE) * item.progress;
    case "sizing":
      return SIZING_SHARE * item.progress;
    default:
      return 0;
  }
}

export function batchProgress(items: readonly UploadItem[]): number {
  return items.length === 0 ? 0 : items.reduce((sum, item) => sum + itemShare(item), 0) / items.length;
}

export const isBusy = (item: UploadItem) =>
  item.status === "waiting" || item.status === "sizing" || item.status === "uploading";
