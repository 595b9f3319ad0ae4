/** The articles' catalogue for server code (route table, sitemap, comment sections), without their components. */
export { ABOUT_UPDATED, ARTICLES, PRIVACY_PATH, PRIVACY_UPDATED } from "./model.ts";
