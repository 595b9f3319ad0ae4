/** What the site keeps about its visitors, why and for how long: the one table the privacy note and the cron share. */
export { LEGAL_BASES, RETENTION, RETENTION_NOTES, type LegalBasis } from "./model.ts";
