/** What the root's loader sets aside for the strip's server render. */
export { stripCards } from "./cards.ts";
