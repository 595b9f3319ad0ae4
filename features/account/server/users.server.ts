import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import type { RegistrationInput } from "../model.ts";
import { foldCase } from "./fold-case.server.ts";
import { nameSkeleton } from "./skeleton.server.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server.ts";
import { deviceRevocations, users } from "./tables.server.ts";

export interface StoredUser {
  id: number;
  login: string;
  email: string;
  admin: boolean;
}

/** An address no account has confirmed blocks nobody: whoever confirms it first holds it. */
const confirmedEmail = (email: string) =>
  and(eq(foldCase(users.email), foldCase(email)), isNull(users.emailUnconfirmedSince));

// Rows left without a skeleton match by folding.
const sameLogin = (login: string) =>
  or(
    eq(users.loginSkeleton, nameSkeleton(login)),
    and(isNull(users.loginSkeleton), eq(foldCase(users.login), foldCase(login))),
  );

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

// The unique indexes decide, so of two registrations racing for one login exactly one gets through.
export async function createUser(
  db: Database,
  input: RegistrationInput & { admin?: boolean; unconfirmed?: boolean },
  now = Date.now(),
): Promise<StoredUser | false> {
  const { hash, salt } = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        login: input.login,
        loginSkeleton: nameSkeleton(input.login),
        email: input.email,
        passwordHash: hash,
        salt,
        admin: input.admin ?? false,
        emailUnconfirmedSince: input.unconfirmed ? new Date(now) : null,
        createdAt: new Date(now),
      })
      .returning({ id: users.id });
    return { id: row!.id, login: input.login, email: input.email, admin: input.admin ?? false };
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

// Checked first, so a taken name costs no scrypt run. The address waits for its link (`confirmEmail`).
export async function registerUser(db: Database, input: RegistrationInput, now = Date.now()) {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sameLogin(input.login), confirmedEmail(input.email)))
    .get();
  if (taken) return false;
  return createUser(db, { ...input, unconfirmed: true }, now);
}

export async function isEmailConfirmed(db: Database, email: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(confirmedEmail(email)).get()) !== undefined;
}

/** The account a login or an address names, for a mail it asks for: an unconfirmed address receives none. */
export function findConfirmedAccount(db: Database, loginOrEmail: string) {
  const named = loginOrEmail.includes("@") ? confirmedEmail(loginOrEmail) : sameLogin(loginOrEmail);
  return db
    .select({ id: users.id, login: users.login, email: users.email })
    .from(users)
    .where(and(named, isNull(users.emailUnconfirmedSince)))
    .get();
}

// An unknown login still costs one scrypt run against a dummy hash, so the answer takes as long either way.
export async function authenticate(db: Database, login: string, password: string): Promise<StoredUser | null> {
  const row = await db.select().from(users).where(sameLogin(login)).get();
  if (!row) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  const ok = await verifyPassword(password, { hash: row.passwordHash, salt: row.salt });
  return ok ? { id: row.id, login: row.login, email: row.email, admin: row.admin } : null;
}

export function findUserByLogin(db: Database, login: string): Promise<StoredUser | undefined> {
  return db
    .select({ id: users.id, login: users.login, email: users.email, admin: users.admin })
    .from(users)
    .where(sameLogin(login))
    .get();
}

export async function grantAdmin(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ admin: true }).where(eq(users.id, userId));
}

export function registeredLoginQuery(db: Database, name: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(sameLogin(name.trim().normalize("NFC")));
}

export interface SkeletonBackfill {
  filled: number;
  clashes: { login: string; looksLike: string }[];
}

// One at a time, so a look-alike pair fills the older account and reports the newer one instead of failing.
export async function backfillLoginSkeletons(db: Database): Promise<SkeletonBackfill> {
  const pending = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(isNull(users.loginSkeleton))
    .orderBy(users.id)
    .all();
  const result: SkeletonBackfill = { filled: 0, clashes: [] };
  for (const row of pending) {
    const skeleton = nameSkeleton(row.login);
    const owner = await db.select({ login: users.login }).from(users).where(eq(users.loginSkeleton, skeleton)).get();
    if (owner) {
      result.clashes.push({ login: row.login, looksLike: owner.login });
      continue;
    }
    try {
      await db.update(users).set({ loginSkeleton: skeleton }).where(eq(users.id, row.id));
      result.filled++;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      result.clashes.push({ login: row.login, looksLike: "?" });
    }
  }
  return result;
}

/** When the account named by this login last revoked its device cookies (0 for never, or for no such account). */
export async function devicesRevokedAt(db: Database, login: string): Promise<number> {
  const row = await db
    .select({ at: deviceRevocations.revokedAt })
    .from(users)
    .innerJoin(deviceRevocations, eq(deviceRevocations.userId, users.id))
    .where(sameLogin(login))
    .get();
  return row?.at?.getTime() ?? 0;
}

/** Ends the trust of every device cookie of the account issued until `now`; for the batch of the act that revokes. */
export function revokeDevices(db: Database, userId: number, now: number) {
  return db
    .insert(deviceRevocations)
    .values({ userId, revokedAt: new Date(now) })
    .onConflictDoUpdate({ target: deviceRevocations.userId, set: { revokedAt: new Date(now) } });
}
