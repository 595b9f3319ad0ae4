import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import type { OwnedContent } from "#features/account/index.server.ts";
import { commentLikes, comments } from "./tables.server.ts";

/** A deleted account's comments go with it, with their likes, and so do its likes (docs/decisions/014). */
export const commentsOfUser: OwnedContent = {
  async read(db, userId) {
    const [own, liked] = await db.batch([
      db
        .select({
          id: comments.id,
          section: comments.section,
          text: comments.body,
          createdAt: comments.createdAt,
          updatedAt: comments.updatedAt,
          likes: count(commentLikes.userId),
        })
        .from(comments)
        .leftJoin(commentLikes, eq(commentLikes.commentId, comments.id))
        .where(eq(comments.userId, userId))
        .groupBy(comments.id)
        .orderBy(asc(comments.createdAt), asc(comments.id)),
      db
        .select({ commentId: comments.id, section: comments.section, author: comments.login })
        .from(commentLikes)
        .innerJoin(comments, eq(comments.id, commentLikes.commentId))
        // A held comment of someone else is not there for this user, whatever they liked before it was held.
        .where(and(eq(commentLikes.userId, userId), or(eq(comments.status, "published"), eq(comments.userId, userId))))
        .orderBy(asc(comments.id)),
    ]);
    return {
      comments: own.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
      })),
      likedComments: liked,
    };
  },
  erase(db, userId) {
    const own = db.select({ id: comments.id }).from(comments).where(eq(comments.userId, userId));
    return [
      db.delete(commentLikes).where(or(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, own))),
      db.delete(comments).where(eq(comments.userId, userId)),
    ];
  },
};
