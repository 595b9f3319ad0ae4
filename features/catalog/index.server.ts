import { banners } from "./data/banners.ts";
import { models } from "./data/models.ts";
import { updates } from "./data/updates.ts";
import {
  isUnderConstruction,
  modelHref,
  photoGroups,
  photoKeys,
  summarize,
  type GalleryGroupName,
  type Model,
  type ModelSummary,
  type Place,
  type UpdateEntry,
} from "./model.ts";
import { imageInfoOf, type ImageIndex, type ImageInfo } from "./images.ts";

export { banners, models, updates };
export { getGroupImages } from "./server/adapters.server.ts";
export { loadImageIndex } from "./server/images.server.ts";

const byPath = new Map(models.map((model) => [model.path.toLowerCase(), model]));
const byComponent = new Map(models.map((model) => [model.component, model]));

export function getModelByPath(pathname: string): Model | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return byPath.get(decoded.replace(/\/+$/, "").toLowerCase());
}

export function getModelByComponent(component: string): Model | undefined {
  return byComponent.get(component);
}

export const modelSummaries: readonly ModelSummary[] = models.map(summarize);

export const places: readonly Place[] = models.flatMap((model) =>
  model.position && model.icon
    ? [{ id: model.id, name: model.name, position: model.position, icon: model.icon, link: modelHref(model.path) }]
    : [],
);

function updateDay(entry: UpdateEntry): string {
  const [day, month, year] = entry.date.split("-");
  return `${year}-${month}-${day}`;
}

export function siteLastModified(stored: readonly UpdateEntry[] = []): string {
  return [...updates, ...stored].map(updateDay).reduce((newest, day) => (day > newest ? day : newest));
}

export function modelLastModified(
  model: Pick<Model, "component" | "completionYear">,
  stored: readonly UpdateEntry[] = [],
): string {
  const days = [...updates, ...stored].filter((entry) => entry.models?.includes(model.component)).map(updateDay);
  if (days.length > 0) return days.reduce((newest, day) => (day > newest ? day : newest));
  return isUnderConstruction(model) ? siteLastModified(stored) : String(model.completionYear);
}

export function galleryStats(): { galleries: number; photos: number } {
  return {
    galleries: models.filter((model) => model.gallery.length > 0).length,
    photos: models.reduce((sum, model) => sum + model.gallery.reduce((s, group) => s + group.quantity, 0), 0),
  };
}

interface RandomPick {
  component: string;
  name: string;
  path: string;
  group: GalleryGroupName;
  number: number;
  thumb: string;
  full: string;
  galleryThumb: string;
  info?: ImageInfo;
}

/** Deterministic, so one seed gives the same picks on the server and in tests. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomGalleryPicks(seed: number, images: ImageIndex = {}): RandomPick[] {
  const random = mulberry32(seed);
  const picks = models.flatMap((model): RandomPick[] => {
    const groups = photoGroups(model);
    const total = groups.reduce((sum, group) => sum + group.quantity, 0);
    if (total === 0) return [];
    let index = Math.floor(random() * total);
    for (const group of groups) {
      if (index < group.quantity) {
        const keys = photoKeys(model.component, group, index + 1);
        return [
          {
            component: model.component,
            name: model.name,
            path: model.path,
            group: group.name,
            number: index + 1,
            thumb: keys.random,
            full: keys.full,
            galleryThumb: keys.thumb,
            ...(imageInfoOf(images, keys.full) ? { info: imageInfoOf(images, keys.full) } : {}),
          },
        ];
      }
      index -= group.quantity;
    }
    return [];
  });
  for (let i = picks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [picks[i], picks[j]] = [picks[j]!, picks[i]!];
  }
  return picks;
}
