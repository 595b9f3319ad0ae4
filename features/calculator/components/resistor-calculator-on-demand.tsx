import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import type { ResistorCalculatorProps } from "./resistor-calculator.tsx";

/** `id` must be the calculator's own (`kalkulator` unless given). */
export const ResistorCalculator = hydrateOnDemand<ResistorCalculatorProps>(
  () => import("./resistor-calculator.tsx").then((module) => module.ResistorCalculator),
  { find: () => document.getElementById("kalkulator") },
);
