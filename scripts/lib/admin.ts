import type { Database } from "#app/lib/db.server.ts";
import { createUser, findUserByLogin, foldCaseSql, grantAdmin, hashPassword } from "#features/account/index.server.ts";

export interface AdminInput {
  login: string;
  email: string;
  password: string;
}

export const LOCAL_ADMIN: AdminInput = { login: "admin", email: "admin@localhost.test", password: "admin-lokalnie" };

function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

// The same folding as the unique index, so the local and the remote path agree on who "that login" is.
function loginMatches(value: string): string {
  return `${foldCaseSql("login")} = ${foldCaseSql(value)}`;
}

// The password is set only for a new account, so a re-run never overwrites one the owner changed; an e-mail of
// another user fails the insert on the unique index, so that user is never promoted.
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

// `wrangler d1 execute --remote` takes no parameters, hence the inlined values. Each statement is a no-op when the
// other applies, so the file is safe even if it is not run atomically.
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
