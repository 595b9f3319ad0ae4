import type { Database } from "#app/lib/db.server.ts";
import type { SessionRecord } from "#features/account/index.server.ts";
import type { SessionUser } from "#features/account/index.ts";
import type { CommentsInitial } from "../model.ts";
import { listComments } from "./comments.server.ts";

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
): Promise<CommentsData> {
  const session = await requestSession.catch(() => null);
  const viewer = session ? { login: session.login, admin: session.admin } : null;
  try {
    return {
      section,
      initial: { comments: await listComments(db, { section, viewerId: session?.userId ?? null }) },
      viewer,
    };
  } catch (error) {
    console.error("Comments load failed", section, error instanceof Error ? error.message : error);
    return { section, initial: { comments: [], error: true }, viewer };
  }
}
