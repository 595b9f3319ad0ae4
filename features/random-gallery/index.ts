/** Random photos from the models' galleries: the random gallery page, the home page's strip and the counts line. */
export { GalleryCounts, type GalleryCountsProps } from "./components/gallery-counts.tsx";
export { RandomGallery, type RandomGalleryProps } from "./components/random-gallery.tsx";
export { RandomStrip, type RandomStripProps } from "./components/random-strip.tsx";
export { countNoun, countsLabel, galleryLink, HOME_PICKS, photoParam, photoTitle } from "./model.ts";
export type { NounForms, RandomPhoto } from "./model.ts";
