import type { ApiRequest } from "#app/lib/api.server.ts";
import { HttpError } from "#app/lib/http.server.ts";
import { readSession } from "#features/account/index.server.ts";
import { INFO_MESSAGES } from "../model.ts";

/** Every write of the owner's texts: 401 without a session, 403 for a user who is not (or no longer) an admin. */
export async function requireAdmin(
  { request, env, db }: Pick<ApiRequest, "request" | "env" | "db">,
  adminOnly: string = INFO_MESSAGES.adminOnly,
): Promise<void> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, INFO_MESSAGES.loginRequired);
  if (!session.admin) throw new HttpError(403, adminOnly);
}
