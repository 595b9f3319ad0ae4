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

const plural = new Intl.PluralRules("pl");

/** `model`, `modele` or `modeli` for a count: 1 model, 2-4 and 22-24 modele, 5-21 and 25 modeli. */
export function modelsWord(count: number): string {
  const form = plural.select(count);
  return form === "one" ? "model" : form === "few" ? "modele" : "modeli";
}

export function commentCountText(count: number): string {
  const form = plural.select(count);
  return `${count} ${form === "one" ? "komentarz" : form === "few" ? "komentarze" : "komentarzy"}`;
}

export function modelCountText(count: number): string {
  return count === 0 ? NO_RESULTS : `${count} ${modelsWord(count)}`;
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
