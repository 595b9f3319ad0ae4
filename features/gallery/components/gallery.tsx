import type { Model } from "../../catalog/index.ts";

export interface GalleryProps {
  model: Pick<Model, "component" | "name" | "gallery">;
}

/** Placeholder until the gallery issue lands: renders nothing. */
export function Gallery(_props: GalleryProps) {
  return null;
}
