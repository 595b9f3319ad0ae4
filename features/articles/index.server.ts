/** The articles' catalogue for server code (route table, sitemap, comment sections), without their components. */
export { ARTICLES } from "./model.ts";
