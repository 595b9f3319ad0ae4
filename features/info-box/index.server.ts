/** The owner's markdown texts on the server: their table, seed texts, the loaders' read, the API and the admin check. */
export { getInfo, INFO_BODY_BYTES, loadInfo, postInfo, refusal, textHandlers } from "./server/api.server.ts";
export { requireAdmin } from "./server/admin.server.ts";
export { seedInfoContent } from "./server/info.server.ts";
export { renderInfoMarkdown } from "./server/markdown.server.ts";
export { seedAboutText, seedInfoText } from "./seed-text.ts";
