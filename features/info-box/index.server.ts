export { TEXT_FORM_BYTES, textHandlers, textIntents } from "./server/adapters.server.ts";
export { seedInfoContent } from "./server/info.server.ts";
export { loadInfo } from "./server/texts.server.ts";
export { seedAboutText, seedInfoText } from "./seed-text.ts";
