/** Accounts on the server: tables, password hashing, sessions, users and the /api/users handlers. */
export {
  changePassword,
  deleteAccount,
  endAllSessions,
  exportAccount,
  type OwnedContent,
} from "./server/account-life.server.ts";
export { logIn, logOut, register, verify } from "./server/api.server.ts";
export { RegistrationSchema } from "./model.ts";
export { requireAdmin, requireUser } from "./server/guards.server.ts";
export { foldCaseSql } from "./server/fold-case.server.ts";
export { hashPassword, verifyPassword } from "./server/password.server.ts";
export { nameSkeleton } from "./server/skeleton.server.ts";
export { createSession, readSession, requestSession, type SessionRecord } from "./server/session.server.ts";
export { users } from "./server/tables.server.ts";
export {
  backfillLoginSkeletons,
  createUser,
  findUserByLogin,
  grantAdmin,
  isRegisteredLogin,
  registeredLoginQuery,
  registerUser,
} from "./server/users.server.ts";
