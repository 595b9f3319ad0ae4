import { HttpError } from "#app/lib/http.server.ts";
import type { RequestTools } from "#app/lib/request-tools.server.ts";
import { readSession, type SessionRecord } from "./session.server.ts";

export const GUARD_MESSAGES = {
  loginRequired: "Zaloguj się",
  adminOnly: "Tę zmianę może wprowadzić tylko administrator",
} as const;

interface GuardMessages {
  loginRequired?: string;
  adminOnly?: string;
}

type Caller = Pick<RequestTools, "request" | "env" | "db">;

/** The one check of a signed-in caller for API routes and page actions: 401 without a valid session. */
export async function requireUser(
  { request, env, db }: Caller,
  loginRequired: string = GUARD_MESSAGES.loginRequired,
): Promise<SessionRecord> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, loginRequired);
  return session;
}

/** The one admin check: 401 without a session, 403 for a user who is not (or no longer) an admin. */
export async function requireAdmin(
  caller: Caller,
  { loginRequired = GUARD_MESSAGES.loginRequired, adminOnly = GUARD_MESSAGES.adminOnly }: GuardMessages = {},
): Promise<SessionRecord> {
  const session = await requireUser(caller, loginRequired);
  if (!session.admin) throw new HttpError(403, adminOnly);
  return session;
}
