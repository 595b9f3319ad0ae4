/** What the site keeps about its visitors, why and for how long: the one table the privacy note and the cron share. */
export { basisArticle, BROWSER_KEYS, COUNTERS, LEGAL_BASES, RETENTION, RETENTION_NOTES, RULES } from "./model.ts";
