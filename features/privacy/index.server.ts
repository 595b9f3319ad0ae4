/** Retention on the server: the cron's sweep and a deleted account's traces in the moderation records. */
export { enforceRetention, tracesOfUser } from "./server/retention.server.ts";
