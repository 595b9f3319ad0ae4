/** Retention on the server: the cron's sweep and a deleted account's traces in the moderation records. */
export { enforceRetention, pseudonym, tracesOfUser, type RetentionSweep } from "./server/retention.server.ts";
