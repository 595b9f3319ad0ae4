import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { GALLERY_SECTION_ID, PHOTO_PARAM } from "#features/catalog/index.ts";
import type { GalleryProps } from "./gallery.tsx";

export const Gallery = hydrateOnDemand<GalleryProps>(() => import("./gallery.tsx").then((module) => module.Gallery), {
  find: () => document.getElementById(GALLERY_SECTION_ID),
  view: true,
  eager: (props) => !!props.owner,
  atLoad: () => new URLSearchParams(location.search).has(PHOTO_PARAM),
});
