import {
  GROUP_SLUGS,
  imageUrl,
  photoKeys,
  photoParam,
  type GalleryGroupName,
  type Model,
} from "#features/catalog/index.ts";

/**
 * The page form's intents and fields for arranging a gallery; the model page's action answers them (server side of
 * issue 30). One place, so the names can be aligned with the server's in one edit.
 */
export const PHOTO_INTENTS = {
  /** caption and/or group of one photo */
  edit: "photo-edit",
  /** one photo to `position` (1-based) within its group */
  move: "photo-move",
  cover: "photo-cover",
  delete: "photo-delete",
  /** a film by its YouTube address */
  film: "photo-film",
  /** the GPS point of an uploaded photo as the model's map point */
  mapPoint: "model-map-point",
} as const;

export const PHOTO_FORM_FIELDS = {
  model: "id",
  photo: "photo",
  caption: "caption",
  group: "group",
  position: "position",
  youtube: "youtube",
  latitude: "latitude",
  longitude: "longitude",
} as const;

export function photosApiUrl(modelId: number): string {
  return `/api/models/${modelId}/photos`;
}

export const GROUP_NAMES = Object.keys(GROUP_SLUGS) as GalleryGroupName[];
export const PHOTO_GROUP_NAMES = GROUP_NAMES.filter((name) => name !== "filmy");

/** The gallery's first photo group; a model without photos starts with "dzień". */
export function defaultGroup(gallery: Model["gallery"]): GalleryGroupName {
  return gallery.find((group) => group.kind === "photos")?.name ?? "dzień";
}

/** One photo or film as the arranging forms show it; `id` is what the forms post as `photo`. */
export interface ArrangedPhoto {
  id: string;
  group: GalleryGroupName;
  /** 1-based within its group */
  position: number;
  thumb?: string;
  videoId?: string;
  caption?: string;
}

/** `id` is the photo's `?photo=` value (group and place), unique within a model and known to the server. */
export function arrangedPhotos(model: Pick<Model, "component" | "gallery">): ArrangedPhoto[] {
  const films = { count: 0 };
  return model.gallery.flatMap((group): ArrangedPhoto[] => {
    if (group.kind === "youtube") {
      films.count += 1;
      return [
        { id: photoParam(group.name, films.count), group: group.name, position: films.count, videoId: group.videoId },
      ];
    }
    return Array.from({ length: group.quantity }, (_, index) => ({
      id: photoParam(group.name, index + 1),
      group: group.name,
      position: index + 1,
      thumb: imageUrl(photoKeys(model.component, group, index + 1).thumb),
    }));
  });
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
