import { banners } from "./data/banners.ts";
import { models } from "./data/models.ts";
import { updates } from "./data/updates.ts";
import { Catalog } from "./server/catalog.server.ts";

/** The seed (features/catalog/data): read by the seed and by tests, never by a request (eslint keeps it so). */
export { banners, models, updates };
/** The seed seen as a catalogue: what scripts import photos for, and what tests compare the pages with. */
export const seedView = new Catalog(models, banners);
export { modelHandlers, modelIntents, trashIntents } from "./server/model-adapters.server.ts";
export { createModel, logged } from "./server/editing.server.ts";
export { photoHandlers, photoIntents, photoReplaceHandler } from "./server/photo-adapters.server.ts";
export {
  getGroupImages,
  getModel,
  getModels,
  pageCatalog,
  readModelCards,
  type ModelCardsRead,
} from "./server/read-adapters.server.ts";
export { sweepUploads, uploadPhoto } from "./server/photo-storage.server.ts";
export type { CatalogPhoto } from "./server/catalog.server.ts";
export { forgetImageIndex, loadImageIndex } from "./server/images.server.ts";
export { Catalog, pathKey } from "./server/catalog.server.ts";
export { forgetHeldCatalog, heldCatalog, loadCatalog, loadCatalogOrEmpty } from "./server/catalog-read.server.ts";
export { seedCatalog } from "./server/catalog-seed.server.ts";
export { listOwnerModels } from "./server/owner-list.server.ts";
export { emptyTrash, listTrash } from "./server/model-delete.server.ts";
export { hasPreviewLinks, opensPreview, PREVIEW_NOTE } from "./server/preview.server.ts";
