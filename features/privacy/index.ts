/** What the site keeps about its visitors, why and for how long: the one table the privacy note and the cron share. */
export { basisArticle, LEGAL_BASES, RETENTION, RETENTION_NOTES } from "./model.ts";
