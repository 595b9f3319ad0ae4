import type { Database } from "#app/lib/db.server.ts";
import { createUser, findUserByLogin, foldCaseSql, grantAdmin, hashPassword } from "#features/account/index.server.ts";

export interface AdminInput {
  login: string;
  email: string;
  password: string;
}

/** The local development admin that `npm start` creates (README, "Local admin"). Never used remotely. */
export const LOCAL_ADMIN: AdminInput = { login: "admin", email: "admin@localhost.test", password: "admin-lokalnie" };

/** A value as an SQL string literal. */
function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The condition "this row's login equals `value` (an SQL parameter or literal) in any letter case", with the
 * folding the unique index uses, so the local and the remote path agree on who "that login" is.
 */
function loginMatches(value: string): string {
  return `${foldCaseSql("login")} = ${foldCaseSql(value)}`;
}

/**
 * Creates the admin, or grants admin rights to an existing user of that login. The password is only set for a
 * new account, so re-running never overwrites one the owner changed. An e-mail that belongs to another user
 * fails the insert (the unique index), so that user is never promoted.
 */
export async function ensureAdmin(db: Database, input: AdminInput): Promise<"created" | "promoted" | "unchanged"> {
  const existing = await findUserByLogin(db, input.login);
  if (existing) {
    if (existing.admin) return "unchanged";
    await grantAdmin(db, existing.id);
    return "promoted";
  }
  if (!(await createUser(db, { ...input, admin: true }))) {
    throw new Error(`UNIQUE: the e-mail ${input.email} belongs to another user; nobody was promoted`);
  }
  return "created";
}

/**
 * SQL for a remote database (run through `wrangler d1 execute --remote`), with the values inlined safely. It does
 * what `ensureAdmin` does: promotes only the user whose login matches in any letter case, otherwise creates the
 * account; when the e-mail belongs to another user the insert fails on the unique index and nothing changes.
 * Each statement is a no-op when the other one applies, so the file is safe even if it is not run atomically.
 */
export async function adminSql(input: AdminInput): Promise<string> {
  const { hash, salt } = await hashPassword(input.password);
  const match = loginMatches(quote(input.login));
  const values = [quote(input.login), quote(input.email), quote(hash), quote(salt), "1", String(Date.now())];
  return [
    `UPDATE users SET admin = 1 WHERE ${match} AND admin = 0;`,
    `INSERT INTO users (login, email, password_hash, salt, admin, created_at) SELECT ${values.join(", ")} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM users WHERE ${match});`,
  ].join("\n");
}
