import { and, count, eq, exists, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { users } from "#features/account/index.server.ts";
import { countLinks, GUEST_LINKS_ALLOWED } from "../model.ts";
import { comments } from "./tables.server.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Younger accounts follow the guest rules for links, repeats and the daily cap: a scripted sign-up buys nothing. */
export const YOUNG_ACCOUNT_MS = DAY_MS;
/** One client group's share of a page's daily guest cap, so one client cannot close a page to the others. */
export const CLIENT_CAP_SHARE = 3;

export interface GuestPost {
  section: string;
  comment: string;
  clientHash: string;
  now: number;
  /** An edited comment is not a repeat of itself. */
  editedId?: number;
}

/** Held for links or a repeat; with the owner's switch on, also a first comment from a client group never published. */
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
        post.editedId === undefined ? undefined : ne(comments.id, post.editedId),
      ),
    );
  // By client group only: a name anyone can type proves nothing.
  const known = db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.status, "published"), isNull(comments.userId), eq(comments.clientHash, post.clientHash)));
  return sql`(${exists(repeat)} OR (${approveFirst} AND NOT ${exists(known)}))`;
}

/** Whether a user's account is younger than a day at `now`, as a condition. */
export function youngAccount(userId: number, now: number): SQL {
  return sql`coalesce((SELECT ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId}) > ${now - YOUNG_ACCOUNT_MS}, 0)`;
}

/** Written under the guest rules: by a guest, or by an account less than a day old at the time. */
const underGuestRules = or(
  isNull(comments.userId),
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${comments.userId} AND ${users.createdAt} > ${comments.createdAt} - ${YOUNG_ACCOUNT_MS})`,
);

function todayUnderGuestRules(db: Database, where: SQL | undefined, now: number): SQL {
  const today = db
    .select({ quantity: count() })
    .from(comments)
    .where(and(where, underGuestRules, gt(comments.createdAt, new Date(now - DAY_MS))));
  return sql`(${today})`;
}

/** The page's cap, held comments included (it bounds what robots can leave), and one client group's share of it. */
export function guestCapReached(db: Database, section: string, clientHash: string, now: number, cap: SQL): SQL {
  const page = todayUnderGuestRules(db, eq(comments.section, section), now);
  const client = todayUnderGuestRules(db, and(eq(comments.section, section), eq(comments.clientHash, clientHash)), now);
  return sql`(${page} >= ${cap} OR ${client} >= max(1, CAST((${cap} + ${CLIENT_CAP_SHARE - 1}) / ${CLIENT_CAP_SHARE} AS INTEGER)))`;
}
