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
  /** Kit filters: they narrow whatever the category or the search shows. */
  publisher?: string;
  scale?: string;
}

export const INITIAL_VIEW: StripView = { category: "wszystkie modele", query: "" };

export function visibleModels<T extends ModelSummary>(models: readonly T[], view: StripView): T[] {
  const shown = view.category ? filterModels(models, view.category) : searchModels(models, view.query);
  return shown.filter(
    (model) => (!view.publisher || model.publisher === view.publisher) && (!view.scale || model.scale === view.scale),
  );
}

export type KitFilter = "publisher" | "scale";

export interface KitOption {
  value: string;
  label: string;
}

export function kitOptions(models: readonly ModelSummary[], filter: KitFilter): KitOption[] {
  const counts = new Map<string, number>();
  for (const model of models) {
    const value = model[filter];
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const scaleOf = (value: string) => Number(value.split(":")[1] ?? 0);
  return [...counts]
    .sort(([a, countA], [b, countB]) =>
      filter === "scale" ? scaleOf(a) - scaleOf(b) : countB - countA || a.localeCompare(b, "pl"),
    )
    .map(([value, count]) => ({ value, label: `${value} (${countNoun(count, NOUNS.model)})` }));
}

export function scrollStep(stripWidth: number): number {
  return Math.round(stripWidth * SCROLL_FRACTION);
}
