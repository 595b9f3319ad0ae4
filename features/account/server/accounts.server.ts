import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "#app/lib/db.server.ts";
import { checkInput, refused, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { MESSAGES, RegistrationSchema } from "../model.ts";
import { isCommonPassword } from "./common-passwords.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import {
  createSession,
  destroySession,
  endUserSessions,
  MissingSecretError,
  type SessionRecord,
} from "./session.server.ts";
import { deviceRevocations, users } from "./tables.server.ts";
import { authenticate, registerUser, revokeDevices, type StoredUser } from "./users.server.ts";

// Account cannot import the features keeping a user's rows (they import it): the route module hands them in.
export interface OwnedContent {
  read(db: Database, userId: number): Promise<Record<string, unknown>>;
  /** Run before the user's row goes, in the same batch, so the foreign keys hold at every step. */
  erase(db: Database, userId: number): BatchItem<"sqlite">[];
}

export type Registration = { ok: true; login: string; email: string } | Refusal | { ok: false; reason: "taken" };

// Only the known fields are read (no mass assignment).
export async function registerAccount(db: Database, input: Record<string, unknown>): Promise<Registration> {
  const checked = checkInput(RegistrationSchema, { login: input.login, email: input.email, password: input.password });
  if (!checked.ok) return checked;
  if (isCommonPassword(checked.value.password)) return refused("invalid", MESSAGES.passwordCommon);
  const user = await registerUser(db, checked.value);
  return user ? { ok: true, login: user.login, email: user.email } : { ok: false, reason: "taken" };
}

export type SignIn =
  { ok: true; user: StoredUser; cookie: string } | { ok: false; reason: "bad-credentials" | "no-secret" };

// A login replaces the browser's previous session, whoever it belonged to, so no stale token stays valid.
export async function signIn(
  db: Database,
  secret: string | undefined,
  credentials: { login: string; password: string },
  previous: SessionRecord | null,
  sessionCap?: number,
): Promise<SignIn> {
  const user = await authenticate(db, credentials.login, credentials.password);
  if (!user) return { ok: false, reason: "bad-credentials" };
  try {
    await destroySession(db, previous);
    return { ok: true, user, cookie: await createSession(db, secret, user.id, Date.now(), sessionCap) };
  } catch (error) {
    if (error instanceof MissingSecretError) return { ok: false, reason: "no-secret" };
    throw error;
  }
}

export async function passwordMatches(db: Database, userId: number, password: string): Promise<boolean> {
  const row = await db
    .select({ hash: users.passwordHash, salt: users.salt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return Boolean(row && (await verifyPassword(password, row)));
}

// A new password and "Wyloguj wszędzie" end the trust of every device cookie too (`device_revocations`).
export async function setPassword(
  db: Database,
  session: SessionRecord,
  newPassword: string,
  now = Date.now(),
): Promise<void> {
  const { hash, salt } = await hashPassword(newPassword);
  await db.batch([
    db.update(users).set({ passwordHash: hash, salt }).where(eq(users.id, session.userId)),
    revokeDevices(db, session.userId, now),
    endUserSessions(db, session.userId, session.sessionHash),
  ]);
}

export async function endEverySession(db: Database, userId: number, now = Date.now()): Promise<void> {
  await db.batch([revokeDevices(db, userId, now), endUserSessions(db, userId)]);
}

export async function exportAccountData(
  db: Database,
  userId: number,
  owned: readonly OwnedContent[],
  now = new Date(),
): Promise<Record<string, unknown> | null> {
  const account = await db
    .select({ login: users.login, email: users.email, createdAt: users.createdAt, admin: users.admin })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!account) return null;
  const parts = await Promise.all(owned.map((content) => content.read(db, userId)));
  return {
    exportedAt: now.toISOString(),
    account: { ...account, createdAt: account.createdAt.toISOString() },
    ...Object.assign({}, ...parts),
  };
}

export async function eraseAccount(db: Database, userId: number, owned: readonly OwnedContent[]): Promise<void> {
  await db.batch([
    endUserSessions(db, userId),
    db.delete(deviceRevocations).where(eq(deviceRevocations.userId, userId)),
    ...owned.flatMap((content) => content.erase(db, userId)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
}
