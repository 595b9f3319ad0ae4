/** The owner's photo tools on a model's gallery: uploads sized in the browser and the gallery's arrangement. */
export { GalleryOwner } from "./components/photo-owner-on-demand.tsx";
