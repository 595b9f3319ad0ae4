/** The catalogue's data for server code: models, banners, updates, map places, lookups and the random picks. */
import { banners } from "./data/banners.ts";
import { models } from "./data/models.ts";
import { updates } from "./data/updates.ts";
import {
  modelHref,
  photoGroups,
  photoKeys,
  summarize,
  type GalleryGroupName,
  type Model,
  type ModelSummary,
  type Place,
} from "./model.ts";

export { banners, models, updates };

const byPath = new Map(models.map((model) => [model.path.toLowerCase(), model]));
const byComponent = new Map(models.map((model) => [model.component, model]));

/** The model at a page path such as `/Hel` or `/Krynica%20Morska` (letter case ignored); undefined when none. */
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
}

/** A small deterministic generator, so one seed gives the same picks on the server and in tests. */
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

export function randomGalleryPicks(seed: number): RandomPick[] {
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
