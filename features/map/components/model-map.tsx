import type { LatLng } from "../../catalog/index.ts";

export interface ModelMapProps {
  name: string;
  position: LatLng;
  address?: string;
}

/** Placeholder until the map issue lands: renders nothing. */
export function ModelMap(_props: ModelMapProps) {
  return null;
}
