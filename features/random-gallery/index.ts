/** Random photos from the models' galleries: the random gallery page, the home page's strip and the counts line. */
export { RandomGallery } from "./components/random-gallery.tsx";
export { RandomStrip } from "./components/random-strip.tsx";
export { HOME_PICKS } from "./model.ts";
