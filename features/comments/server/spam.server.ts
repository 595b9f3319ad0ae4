import { and, count, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { countLinks, GUEST_LINKS_ALLOWED } from "../model.ts";
import type { CommentSettings } from "./policy.server.ts";
import { comments } from "./tables.server.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type HoldReason = "links" | "repeat" | "first-comment";

export interface GuestPost {
  section: string;
  name: string;
  comment: string;
  clientHash: string;
  now: number;
}

/** Why a guest's comment must wait for an admin, or undefined when it may be published at once. */
export async function guestHoldReason(
  db: Database,
  post: GuestPost,
  settings: CommentSettings,
): Promise<HoldReason | undefined> {
  if (countLinks(post.comment) > GUEST_LINKS_ALLOWED) return "links";
  const [repeat, earlier] = await db.batch([
    db
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.clientHash, post.clientHash),
          gt(comments.createdAt, new Date(post.now - HOUR_MS)),
          eq(comments.body, post.comment),
        ),
      )
      .limit(1),
    // A guest is known once a comment of theirs, by name or by client group, has been published.
    db
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.status, "published"),
          isNull(comments.userId),
          or(eq(comments.clientHash, post.clientHash), eq(comments.login, post.name)),
        ),
      )
      .limit(1),
  ]);
  if (repeat.length > 0) return "repeat";
  if (settings.approveFirstGuestComments && earlier.length === 0) return "first-comment";
  return undefined;
}

/** Guest comments of one section in the last 24 hours, held ones included: the cap bounds what robots can leave. */
export async function guestCommentsToday(db: Database, section: string, now: number): Promise<number> {
  const row = await db
    .select({ quantity: count() })
    .from(comments)
    .where(and(eq(comments.section, section), isNull(comments.userId), gt(comments.createdAt, new Date(now - DAY_MS))))
    .get();
  return row?.quantity ?? 0;
}
