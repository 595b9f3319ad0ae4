/** Random photos from the models' galleries: the random gallery page, the home page's strip and the counts line. */
export { RandomGallery } from "./components/random-gallery.tsx";
export { RandomStrip } from "./components/random-strip-on-demand.tsx";
export { HOME_PICKS } from "./model.ts";
