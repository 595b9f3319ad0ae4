import type { Database } from "#app/lib/db.server.ts";
import {
  createUser,
  findUserByLogin,
  foldCaseSql,
  grantAdmin,
  hashPassword,
  nameSkeleton,
} from "#features/account/index.server.ts";

export interface AdminInput {
  login: string;
  email: string;
  password: string;
  /** An existing account of that login is made admin only when asked for (`--promote`). */
  promote?: boolean;
}

export type AdminOutcome = "created" | "promoted" | "unchanged";

/** The login belongs to an account that is not an admin, and `--promote` was not given. */
export class ExistingLoginError extends Error {}

/** Longer than the visitors' minimum: this password opens moderation and every owner's text. */
export const ADMIN_PASSWORD_MIN = 12;

export const LOCAL_ADMIN: AdminInput = { login: "admin", email: "admin@localhost.test", password: "admin-lokalnie" };

function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

// The same lookup as the account feature's, so the local and the remote path agree on who "that login" is.
function loginMatches(login: string): string {
  return (
    `(login_skeleton = ${quote(nameSkeleton(login))} OR ` +
    `(login_skeleton IS NULL AND ${foldCaseSql("login")} = ${foldCaseSql(quote(login))}))`
  );
}

/** For `--remote`: which account, if any, the login names, before anything is written. */
export function adminLookupSql(login: string): string {
  return `SELECT login, admin FROM users WHERE ${loginMatches(login)} LIMIT 1;`;
}

// The password is set only for a new account, so a re-run never overwrites one the owner changed; an e-mail of
// another user fails the insert on the unique index, so that user is never promoted.
export async function ensureAdmin(db: Database, input: AdminInput): Promise<AdminOutcome> {
  const existing = await findUserByLogin(db, input.login);
  if (existing) {
    if (existing.admin) return "unchanged";
    if (!input.promote)
      throw new ExistingLoginError(`'${existing.login}' is an existing account; --promote makes it admin`);
    await grantAdmin(db, existing.id);
    return "promoted";
  }
  if (!(await createUser(db, { ...input, admin: true }))) {
    throw new Error(`UNIQUE: the e-mail ${input.email} belongs to another user; nobody was promoted`);
  }
  return "created";
}

// `wrangler d1 execute --remote` takes no parameters, hence the inlined values. Each statement is a no-op when the
// other applies, so the file is safe even if it is not run atomically.
export async function adminSql(input: AdminInput): Promise<string> {
  const { hash, salt } = await hashPassword(input.password);
  const match = loginMatches(input.login);
  const values = [
    quote(input.login),
    quote(nameSkeleton(input.login)),
    quote(input.email),
    quote(hash),
    quote(salt),
    "1",
    String(Date.now()),
  ];
  return [
    ...(input.promote ? [`UPDATE users SET admin = 1 WHERE ${match} AND admin = 0;`] : []),
    `INSERT INTO users (login, login_skeleton, email, password_hash, salt, admin, created_at) ` +
      `SELECT ${values.join(", ")} WHERE NOT EXISTS (SELECT 1 FROM users WHERE ${match});`,
  ].join("\n");
}
