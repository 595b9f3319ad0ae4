/** A model's photo gallery: thumbnails by group, the viewer, sharing and films. */
export { Gallery } from "./components/gallery-on-demand.tsx";
export { openingGroup, parsePhotoParam, photoCard } from "./model.ts";
