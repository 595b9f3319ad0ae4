import { HttpError } from "#app/lib/http.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";
import { readSession, type SessionRecord } from "./session.server.ts";

type Caller = Pick<RequestScope, "request" | "env" | "db">;

export async function requireUser(
  { request, env, db }: Caller,
  signIn: string = REFUSALS.signIn,
): Promise<SessionRecord> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, signIn);
  return session;
}

export async function requireAdmin(caller: Caller): Promise<SessionRecord> {
  const session = await requireUser(caller, REFUSALS.adminSignIn);
  if (!session.admin) throw new HttpError(403, REFUSALS.adminOnly);
  return session;
}
