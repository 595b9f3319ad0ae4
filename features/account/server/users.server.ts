import { eq, or } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import type { RegistrationInput } from "../model.ts";
import { foldCase } from "./fold-case.server.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server.ts";
import { users } from "./tables.server.ts";

export interface StoredUser {
  id: number;
  login: string;
  email: string;
  admin: boolean;
}

const sameLogin = (login: string) => eq(foldCase(users.login), foldCase(login));

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

/**
 * Stores a new account with a hashed password; false when the login or e-mail is taken in any letter case (the
 * unique indexes decide, so two registrations racing for one login let exactly one through). Registration and
 * `npm run admin:create` both create users here.
 */
export async function createUser(
  db: Database,
  input: RegistrationInput & { admin?: boolean },
  now = Date.now(),
): Promise<StoredUser | false> {
  const { hash, salt } = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        login: input.login,
        email: input.email,
        passwordHash: hash,
        salt,
        admin: input.admin ?? false,
        createdAt: new Date(now),
      })
      .returning({ id: users.id });
    return { id: row!.id, login: input.login, email: input.email, admin: input.admin ?? false };
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Registers a visitor; false when the login or e-mail is taken. Checked first so a taken name costs no scrypt run. */
export async function registerUser(db: Database, input: RegistrationInput): Promise<StoredUser | false> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sameLogin(input.login), eq(foldCase(users.email), foldCase(input.email))))
    .get();
  if (taken) return false;
  return createUser(db, input);
}

/**
 * The user whose login and password match, or null. An unknown login still costs one scrypt run against a
 * dummy hash, so the answer takes about as long either way.
 */
export async function authenticate(db: Database, login: string, password: string): Promise<StoredUser | null> {
  const row = await db.select().from(users).where(sameLogin(login)).get();
  if (!row) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  const ok = await verifyPassword(password, { hash: row.passwordHash, salt: row.salt });
  return ok ? { id: row.id, login: row.login, email: row.email, admin: row.admin } : null;
}

/** The user of a login in any letter case, or undefined. */
export function findUserByLogin(db: Database, login: string): Promise<StoredUser | undefined> {
  return db
    .select({ id: users.id, login: users.login, email: users.email, admin: users.admin })
    .from(users)
    .where(sameLogin(login))
    .get();
}

/** Gives an existing user admin rights. */
export async function grantAdmin(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ admin: true }).where(eq(users.id, userId));
}

/** Whether a name belongs to a registered user, in any letter case (guests may not comment under it). */
export async function isRegisteredLogin(db: Database, name: string): Promise<boolean> {
  return Boolean(await findUserByLogin(db, name.trim().normalize("NFC")));
}
