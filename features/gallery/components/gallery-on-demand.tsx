import { hydrateOnDemand } from "#app/ui/on-demand/hydrate-on-demand.tsx";
import { GALLERY_SECTION_ID, PHOTO_PARAM } from "#features/catalog/index.ts";
import type { GalleryProps } from "./gallery.tsx";

/**
 * The gallery as the page shows it: rendered by the server, its code fetched once the section comes within a screen
 * of the viewport (its thumbnails load only there) or the person acts in it. A link to a photo opens the viewer at
 * once, and the owner's tools are used as soon as the page is.
 */
export const Gallery = hydrateOnDemand<GalleryProps>(() => import("./gallery.tsx").then((module) => module.Gallery), {
  find: () => document.getElementById(GALLERY_SECTION_ID),
  view: true,
  eager: (props) =>
    !!props.owner || (typeof window !== "undefined" && new URLSearchParams(location.search).has(PHOTO_PARAM)),
});
