/** Accounts on the server: tables, password hashing and sessions. */
export { rateLimits, sessions, users } from "./server/tables.server.ts";
