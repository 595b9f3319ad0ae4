import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ApiHandler, ApiRequest } from "#app/lib/api.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import { ACCOUNT_MESSAGES, AccountDeletionSchema, EXPORT_FILE_NAME, PasswordChangeSchema } from "../model.ts";
import { authLimit } from "./login-limits.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { endUserSessions, readSession, sessionCookie, type SessionRecord } from "./session.server.ts";
import { users } from "./tables.server.ts";

/**
 * A user's rows kept by another feature (comments, likes). Account cannot import those features (they import it), so
 * the route module hands them in: `read` adds to the export, `erase` deletes in the account's own batch.
 */
export interface OwnedContent {
  read(db: Database, userId: number): Promise<Record<string, unknown>>;
  /** Run before the user's row goes, in the same batch, so the foreign keys hold at every step. */
  erase(db: Database, userId: number): BatchItem<"sqlite">[];
}

async function signedIn({ request, env, db }: ApiRequest): Promise<SessionRecord> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, ACCOUNT_MESSAGES.signInNeeded);
  return session;
}

/**
 * A password typed on a signed-in browser is a guess too: counted before the check, per user, with the login form's
 * allowance, so a stolen session cannot guess faster than the form allows.
 */
async function confirmPassword(api: ApiRequest, session: SessionRecord, password: string): Promise<void> {
  await api.limit([`account:user:${session.userId}`], authLimit(api.env));
  const row = await api.db
    .select({ hash: users.passwordHash, salt: users.salt })
    .from(users)
    .where(eq(users.id, session.userId))
    .get();
  if (!row || !(await verifyPassword(password, row))) throw new HttpError(403, ACCOUNT_MESSAGES.wrongPassword);
}

const clearedCookie = { "set-cookie": sessionCookie(null, 0) };

/** `POST /api/users/password`: every other session ends with the old password; this browser stays signed in. */
export async function changePassword(api: ApiRequest): Promise<Response> {
  const session = await signedIn(api);
  const input = await api.body();
  const { currentPassword, newPassword } = parseInput(PasswordChangeSchema, {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  await confirmPassword(api, session, currentPassword);
  if (newPassword === currentPassword) throw new HttpError(400, ACCOUNT_MESSAGES.samePassword);
  const { hash, salt } = await hashPassword(newPassword);
  await api.db.batch([
    api.db.update(users).set({ passwordHash: hash, salt }).where(eq(users.id, session.userId)),
    endUserSessions(api.db, session.userId, session.sessionHash),
  ]);
  return json({ changed: true });
}

/** `DELETE /api/users/sessions`: "wyloguj ze wszystkich urządzeń", this browser included. */
export async function endAllSessions(api: ApiRequest): Promise<Response> {
  const session = await signedIn(api);
  await endUserSessions(api.db, session.userId);
  return new Response(null, { status: 204, headers: clearedCookie });
}

/** `GET /api/users/me`: the account and what the other features keep of it, as a JSON file to save. */
export function exportAccount(owned: readonly OwnedContent[]): ApiHandler {
  return async (api) => {
    const session = await signedIn(api);
    const account = await api.db
      .select({ login: users.login, email: users.email, createdAt: users.createdAt, admin: users.admin })
      .from(users)
      .where(eq(users.id, session.userId))
      .get();
    if (!account) throw new HttpError(401, ACCOUNT_MESSAGES.signInNeeded);
    const parts = await Promise.all(owned.map((content) => content.read(api.db, session.userId)));
    const data = {
      exportedAt: new Date().toISOString(),
      account: { ...account, createdAt: account.createdAt.toISOString() },
      ...Object.assign({}, ...parts),
    };
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${EXPORT_FILE_NAME}"`,
      },
    });
  };
}

/**
 * `DELETE /api/users/me`: one batch (D1 runs it as a transaction) removes the other features' rows, the sessions and
 * the user, in the order the foreign keys need. The site's administrators are refused (docs/decisions/014).
 */
export function deleteAccount(owned: readonly OwnedContent[]): ApiHandler {
  return async (api) => {
    const session = await signedIn(api);
    const { password } = parseInput(AccountDeletionSchema, { password: (await api.body()).password });
    if (session.admin) throw new HttpError(403, ACCOUNT_MESSAGES.adminKept);
    await confirmPassword(api, session, password);
    const { db } = api;
    await db.batch([
      endUserSessions(db, session.userId),
      ...owned.flatMap((content) => content.erase(db, session.userId)),
      db.delete(users).where(eq(users.id, session.userId)),
    ]);
    return new Response(null, { status: 204, headers: clearedCookie });
  };
}
