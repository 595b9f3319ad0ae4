import type { Model } from "#features/catalog/index.ts";

/** The spec names Będzin's article "Architektura"; every other model's is "Historia". */
export function historyTitle(model: Pick<Model, "component">): string {
  return model.component === "Bedzin" ? "Architektura" : "Historia";
}
