import type { Database } from "#app/lib/db.server.ts";
import { HttpError } from "#app/lib/http.server.ts";
import type { SessionRecord } from "#features/account/index.server.ts";
import { MODERATION_MESSAGES, type LinkPreview, type ModerationOverview } from "../moderation-model.ts";
import { previewModerationLink, type LinkCheck } from "./digest.server.ts";
import { moderationOverview } from "./moderation.server.ts";

/** /Moderacja's data for an admin; `null` for anyone else, whom the route shows the 404 page. */
export async function loadModeration(
  db: Database,
  session: SessionRecord | null,
  env: Pick<Env, "GUEST_DAILY_CAP">,
): Promise<{ overview: ModerationOverview } | null> {
  if (!session?.admin) return null;
  return { overview: await moderationOverview(db, env) };
}

const PREVIEW_MESSAGES: Record<Extract<LinkCheck, { ok: false }>["reason"], string> = {
  forged: MODERATION_MESSAGES.linkForged,
  expired: MODERATION_MESSAGES.linkExpired,
  used: MODERATION_MESSAGES.linkUsed,
  gone: MODERATION_MESSAGES.linkGone,
};

/** The mailed link's page: the link's comment and action, or why the link does nothing. */
export async function loadModerationLink(
  db: Database,
  secret: string,
  token: string,
): Promise<{ token: string; preview: LinkPreview }> {
  const checked = await previewModerationLink(db, secret, token).catch((error: unknown) => {
    if (error instanceof HttpError) return { ok: false as const, error: error.message };
    throw error;
  });
  if ("error" in checked) return { token, preview: checked };
  return { token, preview: checked.ok ? checked : { ok: false, error: PREVIEW_MESSAGES[checked.reason] } };
}
