import { foldCaseSql, hashPassword } from "../../features/account/index.server.ts";

export interface AdminInput {
  login: string;
  email: string;
  password: string;
}

/** The local development admin that `npm start` creates (README, "Local admin"). Never used remotely. */
export const LOCAL_ADMIN: AdminInput = { login: "admin", email: "admin@localhost.test", password: "admin-lokalnie" };

/**
 * Creates the admin, or grants admin rights to an existing user of that login. The password is only set for a
 * new account, so re-running never overwrites one the owner changed.
 */
export async function ensureAdmin(db: D1Database, input: AdminInput): Promise<"created" | "promoted" | "unchanged"> {
  const existing = await db
    .prepare(`SELECT id, admin FROM users WHERE ${foldCaseSql("login")} = ${foldCaseSql("?1")}`)
    .bind(input.login)
    .first<{ id: number; admin: number }>();
  if (existing) {
    if (existing.admin) return "unchanged";
    await db.prepare("UPDATE users SET admin = 1 WHERE id = ?").bind(existing.id).run();
    return "promoted";
  }
  const { hash, salt } = await hashPassword(input.password);
  await db
    .prepare("INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES (?, ?, ?, ?, 1, ?)")
    .bind(input.login, input.email, hash, salt, Date.now())
    .run();
  return "created";
}

/** SQL for a remote database (run through `wrangler d1 execute --remote`), with the values inlined safely. */
export async function adminSql(input: AdminInput): Promise<string> {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const { hash, salt } = await hashPassword(input.password);
  return (
    `INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES (${quote(input.login)}, ${quote(input.email)}, ${quote(hash)}, ${quote(salt)}, 1, ${Date.now()}) ` +
    `ON CONFLICT DO UPDATE SET admin = 1;`
  );
}
