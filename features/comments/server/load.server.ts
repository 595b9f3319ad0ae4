import type { Database } from "#app/lib/db.server.ts";
import type { SessionRecord } from "#features/account/index.server.ts";
import type { SessionUser } from "#features/account/index.ts";
import type { CommentsInitial } from "../model.ts";
import { COMMENT_PAGE_MAX, OLDER_COMMENTS_PARAM, VISIBLE_COMMENTS } from "../model.ts";
import { readThreadPage } from "./comments.server.ts";
import { issueFormToken } from "./form-token.server.ts";

export interface CommentsData {
  section: string;
  initial: CommentsInitial;
  viewer: SessionUser | null;
}

/** Never throws: when D1 fails the page still renders and the block offers a retry. */
export async function loadComments(
  db: Database,
  section: string,
  requestSession: Promise<SessionRecord | null>,
  secret: string | undefined,
  query?: URLSearchParams,
): Promise<CommentsData> {
  const session = await requestSession.catch(() => null);
  const viewer = session ? { login: session.login, admin: session.admin } : null;
  try {
    const reader = { userId: session?.userId ?? null, admin: session?.admin ?? false };
    // The first HTML carries only the newest few; the rest come from the API a page at a time, or before
    // JavaScript through the link `?komentarze=wszystkie`.
    const expanded = query?.get(OLDER_COMMENTS_PARAM) === "wszystkie";
    const limit = expanded ? COMMENT_PAGE_MAX : VISIBLE_COMMENTS;
    const page = await readThreadPage(db, { section, viewer: reader, limit });
    const formToken = await issueFormToken(secret);
    return { section, initial: { ...page, formToken, ...(expanded ? { expanded } : {}) }, viewer };
  } catch (error) {
    console.error("Comments load failed", section, error instanceof Error ? error.message : error);
    return { section, initial: { comments: [], error: true }, viewer };
  }
}
