/** What the site keeps about its visitors, why and for how long: the one table the privacy note and the cron share. */
export { KEEP, LEGAL_BASES, RETENTION, RETENTION_NOTES, type LegalBasis, type RetentionRow } from "./model.ts";
