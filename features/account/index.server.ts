export { type OwnedContent } from "./server/accounts.server.ts";
export {
  accountIntents,
  changePassword,
  deleteAccount,
  endAllSessions,
  exportAccount,
  finishPasswordReset,
  loadAccountUser,
  logInApi,
  logOutApi,
  register,
  requestPasswordReset,
  resetIntents,
  verify,
} from "./server/adapters.server.ts";
export { RegistrationSchema } from "./model.ts";
export { requireAdmin, requireUser } from "./server/guards.server.ts";
export { foldCaseSql } from "./server/fold-case.server.ts";
export {
  hashPassword,
  SCRYPT_PARAMS,
  setScryptCost,
  verifyPassword,
  type ScryptCost,
} from "./server/password.server.ts";
export { nameSkeleton } from "./server/skeleton.server.ts";
export {
  createSession,
  readRequestSession,
  readSession,
  requestSession,
  type SessionRecord,
} from "./server/session.server.ts";
export { users } from "./server/tables.server.ts";
export {
  backfillLoginSkeletons,
  createUser,
  findUserByLogin,
  grantAdmin,
  registeredLoginQuery,
  registerUser,
} from "./server/users.server.ts";
export { SESSION_COOKIE, SESSION_MAX_AGE_MS, SESSION_TTL_MS, sweepSessions } from "./server/session.server.ts";
export { CONFIRM_LINK_MS } from "./server/email-confirmation.server.ts";
export { RESET_LINK_MS } from "./server/password-reset.server.ts";
