/** Accounts on the server: tables, password hashing, sessions and the /api/users routes. */
export { accountApiRoutes } from "./server/api.server.ts";
export { foldCaseSql } from "./server/fold-case.server.ts";
export { dummyPasswordHash, hashPassword, SCRYPT_PARAMS, verifyPassword } from "./server/password.server.ts";
export {
  createSession,
  destroySession,
  MissingSecretError,
  readSession,
  requestSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookie,
  type SessionRecord,
} from "./server/session.server.ts";
export { rateLimits, sessions, users } from "./server/tables.server.ts";
export { authenticate, isRegisteredLogin, registerUser, type StoredUser } from "./server/users.server.ts";
