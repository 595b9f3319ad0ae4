import { countNoun, NOUNS } from "#app/lib/plural.ts";
import {
  filterModels,
  isUnderConstruction,
  searchModels,
  type CategoryFilter,
  type ModelSummary,
} from "#features/catalog/index.ts";

export const SCROLL_FRACTION = 1 / 5;

export const NO_RESULTS = "Brak wyników";

export const CARD_IMAGE_SIZE = { width: 300, height: 400 } as const;

export function modelCountText(count: number): string {
  return count === 0 ? NO_RESULTS : countNoun(count, NOUNS.model);
}

export function cardYear(model: Pick<ModelSummary, "completionYear">): string {
  return isUnderConstruction(model) ? "w budowie" : String(model.completionYear);
}

export interface StripView {
  category: CategoryFilter | null;
  query: string;
}

export const INITIAL_VIEW: StripView = { category: "wszystkie modele", query: "" };

export function visibleModels<T extends ModelSummary>(models: readonly T[], view: StripView): T[] {
  return view.category ? filterModels(models, view.category) : searchModels(models, view.query);
}

export function scrollStep(stripWidth: number): number {
  return Math.round(stripWidth * SCROLL_FRACTION);
}
