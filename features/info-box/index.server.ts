/** The home info text on the server: its table, the seed text, the loader's read and the /api/info handlers. */
export { getInfo, loadInfo, postInfo } from "./server/api.server.ts";
export { seedInfoContent } from "./server/info.server.ts";
export { renderInfoMarkdown } from "./server/markdown.server.ts";
export { seedInfoText } from "./seed-text.ts";
