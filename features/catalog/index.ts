/** The catalogue of finished models: types and pure helpers shared by the client and the server. */
export {
  CATEGORY_FILTERS,
  MODEL_CATEGORIES,
  GALLERY_SECTION_ID,
  GROUP_SLUGS,
  filterModels,
  formatPosition,
  galleryPhotoLink,
  historyPhotoKey,
  imageUrl,
  CATEGORY_ICONS,
  FACT_STARTERS,
  isLinkValue,
  pathFromName,
  isUnderConstruction,
  KIT_FACTS,
  modelHref,
  normalizeSearchText,
  PHOTO_PARAM,
  PREVIEW_DAYS,
  PREVIEW_PARAM,
  photoFileName,
  photoGroups,
  photoKeys,
  photoKeysOf,
  photoParam,
  readPhotoParam,
  searchModels,
  yearHeader,
} from "./model.ts";
export { CATALOG_MESSAGES } from "./messages.ts";
export {
  CARD_SIZE,
  CARD_WIDTHS,
  COVER_SIZE,
  COVER_WIDTHS,
  formatKey,
  IMAGE_FORMATS,
  IMAGE_INDEX_KEY,
  imageInfoOf,
  packGroupImages,
  unpackGroupImages,
  PHOTO_WIDTHS,
  SQUARE_2X,
  SOCIAL_WIDTH,
  socialKey,
  socialSize,
  squareSources,
  widthKey,
  widthSlots,
  widthSources,
} from "./images.ts";
export { RANDOM_THUMB_SIZE, THUMB_SIZE, UPLOAD_FIELDS, UPLOAD_LIMITS, uploadParts } from "./upload.ts";
export type { UploadPart } from "./upload.ts";
export type { GroupImages, ImageFormat, ImageIndex, ImageInfo, PictureSource } from "./images.ts";
export type {
  Banner,
  CategoryFilter,
  GalleryGroup,
  GalleryGroupName,
  HistoryArticle,
  HistorySection,
  LatLng,
  LightPhases,
  Model,
  ModelSummary,
  PhotoGroup,
  Place,
  UpdateEntry,
} from "./model.ts";
export {
  MODEL_STATE_PARAM,
  MODEL_STATES,
  readModelState,
  REMOVE_UPDATES_FIELD,
  TRASH_DAYS,
  TRASHED_PARAM,
} from "./owner-list.ts";
export type { ModelState, OwnerModelList, OwnerModelRow, RestoredModel, TrashedModel } from "./owner-list.ts";
export { readImageHeader, sniffFormat } from "./image-header.ts";
export type { ImageHeader } from "./image-header.ts";
export {
  CAPTION_MAX,
  newPhotoKey,
  PHOTO_MESSAGES,
  PHOTO_REQUEST_BYTES,
  photoObjectKeys as uploadedObjectKeys,
  uploadSlots,
} from "./photo-files.ts";
export type { PartSlot, PhotoSize, StoredFormat } from "./photo-files.ts";
