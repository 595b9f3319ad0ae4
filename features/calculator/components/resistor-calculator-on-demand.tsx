import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ResistorCalculatorProps } from "./resistor-calculator.tsx";

/**
 * The calculator as the article shows it: its form works as a plain GET until its code comes, when the person acts
 * in it. `id` must be the calculator's own (`kalkulator` unless given).
 */
export const ResistorCalculator = hydrateOnDemand<ResistorCalculatorProps>(
  () => import("./resistor-calculator.tsx").then((module) => module.ResistorCalculator),
  { find: () => document.getElementById("kalkulator") },
);
