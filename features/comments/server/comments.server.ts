import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { isRegisteredLogin, users } from "#features/account/index.server.ts";
import type { CommentItem, LikeResult } from "../model.ts";
import { commentLikes, comments } from "./tables.server.ts";

type CommentRow = typeof comments.$inferSelect;

export type CommentAuthor =
  { kind: "user"; userId: number; login: string; admin: boolean } | { kind: "guest"; name: string };

export interface NewComment {
  section: string;
  author: CommentAuthor;
  comment: string;
  now?: number;
}

function toItem(
  row: CommentRow,
  likers: readonly { userId: number; login: string }[],
  viewerId: number | null,
): CommentItem {
  return {
    id: row.id,
    login: row.login,
    comment: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    admin: row.admin,
    registered: row.userId !== null,
    likes: { quantity: likers.length, users: likers.map((liker) => liker.login) },
    likedByMe: viewerId !== null && likers.some((liker) => liker.userId === viewerId),
  };
}

async function readComments(db: Database, where: SQL, viewerId: number | null): Promise<CommentItem[]> {
  const ids = db.select({ id: comments.id }).from(comments).where(where);
  // One batch reads both tables from the same snapshot, so a like never points at a comment the list lacks.
  const [rows, likes] = await db.batch([
    db.select().from(comments).where(where).orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({ commentId: commentLikes.commentId, userId: commentLikes.userId, login: users.login })
      .from(commentLikes)
      .innerJoin(users, eq(users.id, commentLikes.userId))
      .where(inArray(commentLikes.commentId, ids))
      .orderBy(asc(users.login)),
  ]);
  const likersOf = new Map<number, { userId: number; login: string }[]>();
  for (const like of likes) {
    const list = likersOf.get(like.commentId) ?? [];
    list.push(like);
    likersOf.set(like.commentId, list);
  }
  return rows.map((row) => toItem(row, likersOf.get(row.id) ?? [], viewerId));
}

export function listComments(
  db: Database,
  { section, viewerId = null }: { section: string; viewerId?: number | null },
): Promise<CommentItem[]> {
  return readComments(db, eq(comments.section, section), viewerId);
}

export async function getComment(
  db: Database,
  { section, id, viewerId = null }: { section: string; id: number; viewerId?: number | null },
): Promise<CommentItem | undefined> {
  const [item] = await readComments(db, and(eq(comments.section, section), eq(comments.id, id))!, viewerId);
  return item;
}

/** A guest may not write under a registered user's login, in any letter case. */
export async function createComment(
  db: Database,
  { section, author, comment, now = Date.now() }: NewComment,
): Promise<{ ok: true; comment: CommentItem } | { ok: false; reason: "name-taken" }> {
  if (author.kind === "guest" && (await isRegisteredLogin(db, author.name))) return { ok: false, reason: "name-taken" };
  const [row] = await db
    .insert(comments)
    .values({
      section,
      login: author.kind === "user" ? author.login : author.name,
      userId: author.kind === "user" ? author.userId : null,
      body: comment,
      admin: author.kind === "user" && author.admin,
      createdAt: new Date(now),
    })
    .returning();
  return { ok: true, comment: toItem(row!, [], author.kind === "user" ? author.userId : null) };
}

export async function updateComment(
  db: Database,
  {
    section,
    id,
    userId,
    comment,
    now = Date.now(),
  }: { section: string; id: number; userId: number; comment: string; now?: number },
): Promise<"updated" | "not-found" | "not-author"> {
  const updated = await db
    .update(comments)
    .set({ body: comment, updatedAt: new Date(now) })
    .where(and(eq(comments.id, id), eq(comments.section, section), eq(comments.userId, userId)))
    .returning({ id: comments.id });
  if (updated.length > 0) return "updated";
  const exists = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.section, section)))
    .get();
  return exists ? "not-author" : "not-found";
}

/** One batch, as there is no ON DELETE CASCADE; a wrong section deletes nothing, likes included. */
export async function deleteComment(db: Database, { section, id }: { section: string; id: number }): Promise<boolean> {
  const inSection = and(eq(comments.id, id), eq(comments.section, section))!;
  const [, deleted] = await db.batch([
    db
      .delete(commentLikes)
      .where(
        and(
          eq(commentLikes.commentId, id),
          inArray(commentLikes.commentId, db.select({ id: comments.id }).from(comments).where(inSection)),
        ),
      ),
    db.delete(comments).where(inSection).returning({ id: comments.id }),
  ]);
  return deleted.length > 0;
}

export async function toggleLike(
  db: Database,
  { section, id, userId }: { section: string; id: number; userId: number },
): Promise<LikeResult | undefined> {
  const exists = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.section, section)))
    .get();
  if (!exists) return undefined;
  let liked: boolean;
  try {
    // The primary key (comment, user) keeps it to one like per user even when two clicks race.
    const inserted = await db
      .insert(commentLikes)
      .values({ commentId: id, userId })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    liked = inserted.length > 0;
    if (!liked) {
      await db.delete(commentLikes).where(and(eq(commentLikes.commentId, id), eq(commentLikes.userId, userId)));
    }
  } catch (error) {
    // The comment was deleted between the check and the insert.
    if (error instanceof Error && /FOREIGN KEY/i.test(`${error.message} ${String(error.cause ?? "")}`))
      return undefined;
    throw error;
  }
  const row = await db.select({ quantity: count() }).from(commentLikes).where(eq(commentLikes.commentId, id)).get();
  return { quantity: row?.quantity ?? 0, liked };
}
