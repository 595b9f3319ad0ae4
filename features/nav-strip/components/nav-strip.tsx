import type { ModelSummary } from "../../catalog/index.ts";

export interface NavStripProps {
  /** Every model, already sorted by completion year, newest first. */
  models: readonly ModelSummary[];
}

/** Placeholder until the navigation-strip issue lands: renders nothing. */
export function NavStrip(_props: NavStripProps) {
  return null;
}
