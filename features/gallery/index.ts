/** A model's photo gallery: thumbnails by group, the viewer, sharing and films. */
export { Gallery, type GalleryProps } from "./components/gallery.tsx";
export { FilmPlayer, type FilmPlayerProps } from "./components/film-player.tsx";
export { ShareDialog, type ShareDialogProps, type SharedPhoto } from "./components/share-dialog.tsx";
export {
  COPIED_MS,
  PHOTO_PARAM,
  forumCode,
  galleryPhotoCount,
  groupPhotos,
  parsePhotoParam,
  photoCaption,
  photoCountLabel,
  photoParam,
  websiteCode,
  type GalleryPhoto,
  type ImageResolver,
  type PhotoLocation,
} from "./model.ts";
