import type { RegistrationInput } from "../model.ts";
import { foldCaseSql } from "./fold-case.server.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server.ts";

/** The folded login and e-mail columns, as the unique indexes see them. */
const LOGIN = foldCaseSql("login");
const EMAIL = foldCaseSql("email");

export interface StoredUser {
  id: number;
  login: string;
  email: string;
  admin: boolean;
}

/** Registers a user; false when the login or e-mail is taken in any letter case (the unique indexes decide). */
export async function registerUser(db: D1Database, input: RegistrationInput): Promise<StoredUser | false> {
  const taken = await db
    .prepare(`SELECT 1 FROM users WHERE ${LOGIN} = ${foldCaseSql("?1")} OR ${EMAIL} = ${foldCaseSql("?2")} LIMIT 1`)
    .bind(input.login, input.email)
    .first();
  if (taken) return false;
  const { hash, salt } = await hashPassword(input.password);
  try {
    const row = await db
      .prepare(
        "INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES (?, ?, ?, ?, 0, ?) RETURNING id",
      )
      .bind(input.login, input.email, hash, salt, Date.now())
      .first<{ id: number }>();
    return { id: row!.id, login: input.login, email: input.email, admin: false };
  } catch (error) {
    // Two registrations of one login at once: the unique index lets exactly one through.
    if (error instanceof Error && /UNIQUE/i.test(error.message)) return false;
    throw error;
  }
}

/**
 * The user whose login and password match, or null. An unknown login still costs one scrypt run against a
 * dummy hash, so the answer takes about as long either way.
 */
export async function authenticate(db: D1Database, login: string, password: string): Promise<StoredUser | null> {
  const row = await db
    .prepare(
      `SELECT id, login, email, password_hash AS hash, salt, admin FROM users WHERE ${LOGIN} = ${foldCaseSql("?1")}`,
    )
    .bind(login)
    .first<{ id: number; login: string; email: string; hash: string; salt: string; admin: number }>();
  if (!row) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  const ok = await verifyPassword(password, { hash: row.hash, salt: row.salt });
  return ok ? { id: row.id, login: row.login, email: row.email, admin: Boolean(row.admin) } : null;
}

/** Whether a name belongs to a registered user, in any letter case (guests may not comment under it). */
export async function isRegisteredLogin(db: D1Database, name: string): Promise<boolean> {
  return Boolean(
    await db
      .prepare(`SELECT 1 FROM users WHERE ${LOGIN} = ${foldCaseSql("?1")}`)
      .bind(name.trim().normalize("NFC"))
      .first(),
  );
}
