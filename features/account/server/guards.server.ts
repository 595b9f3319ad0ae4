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

export async function requireUser(
  { request, env, db }: Caller,
  loginRequired: string = GUARD_MESSAGES.loginRequired,
): Promise<SessionRecord> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, loginRequired);
  return session;
}

export async function requireAdmin(
  caller: Caller,
  { loginRequired = GUARD_MESSAGES.loginRequired, adminOnly = GUARD_MESSAGES.adminOnly }: GuardMessages = {},
): Promise<SessionRecord> {
  const session = await requireUser(caller, loginRequired);
  if (!session.admin) throw new HttpError(403, adminOnly);
  return session;
}
