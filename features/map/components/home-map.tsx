import type { Place } from "../../catalog/index.ts";

export interface HomeMapProps {
  places: readonly Place[];
  /** Called with true when the visitor enlarges the map (the home page then stacks the info box above it). */
  onSizeChange?: (large: boolean) => void;
}

/** Placeholder until the map issue lands: renders nothing. */
export function HomeMap(_props: HomeMapProps) {
  return null;
}
