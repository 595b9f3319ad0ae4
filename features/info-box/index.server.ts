/** The home info text on the server: its table and the seed text. */
export { info } from "./server/tables.server.ts";
export { seedInfoText } from "./seed-text.ts";
