/** Accounts on the server: tables, password hashing, sessions, users and the /api/users handlers. */
export { logIn, logOut, register, verify } from "./server/api.server.ts";
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
export { sessions, users } from "./server/tables.server.ts";
export {
  authenticate,
  createUser,
  findUserByLogin,
  grantAdmin,
  isRegisteredLogin,
  registerUser,
  type StoredUser,
} from "./server/users.server.ts";
