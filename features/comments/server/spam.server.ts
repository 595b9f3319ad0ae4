import { and, count, eq, exists, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { countLinks, GUEST_LINKS_ALLOWED } from "../model.ts";
import { comments } from "./tables.server.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface GuestPost {
  section: string;
  name: string;
  comment: string;
  clientHash: string;
  now: number;
}

export function guestHeld(db: Database, post: GuestPost, approveFirst: SQL): SQL {
  if (countLinks(post.comment) > GUEST_LINKS_ALLOWED) return sql`1`;
  const repeat = db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.clientHash, post.clientHash),
        gt(comments.createdAt, new Date(post.now - HOUR_MS)),
        eq(comments.body, post.comment),
      ),
    );
  // A guest is known once a comment of theirs, by name or by client group, has been published.
  const known = db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.status, "published"),
        isNull(comments.userId),
        or(eq(comments.clientHash, post.clientHash), eq(comments.login, post.name)),
      ),
    );
  return sql`(${exists(repeat)} OR (${approveFirst} AND NOT ${exists(known)}))`;
}

/** Guest comments of one section in the last 24 hours, held ones included: the cap bounds what robots can leave. */
export function guestCommentsToday(db: Database, section: string, now: number): SQL {
  const today = db
    .select({ quantity: count() })
    .from(comments)
    .where(and(eq(comments.section, section), isNull(comments.userId), gt(comments.createdAt, new Date(now - DAY_MS))));
  return sql`(${today})`;
}
