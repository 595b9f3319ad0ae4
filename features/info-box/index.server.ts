/** The home info text on the server: its table, the seed text, the loader's reader and the /api/info routes. */
export { infoApiRoutes, loadInfo } from "./server/api.server.ts";
export { readInfoContent, saveInfoContent } from "./server/info.server.ts";
export { renderInfoMarkdown } from "./server/markdown.server.ts";
export { info } from "./server/tables.server.ts";
export { seedInfoText } from "./seed-text.ts";
