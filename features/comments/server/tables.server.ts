import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "#features/account/index.server.ts";

/**
 * One comment of a page's thread. `user_id` is null for guests. References use the default NO ACTION:
 * a cascade would silently empty this table when a later migration rebuilds `users` (DESIGN.md section 1).
 */
export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    section: text("section").notNull(),
    login: text("login").notNull(),
    userId: integer("user_id").references(() => users.id),
    body: text("body").notNull(),
    admin: integer("admin", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("comments_section_created_at_idx").on(table.section, table.createdAt, table.id)],
);

/** One like per user and comment; deleted together with the comment in one batch. */
export const commentLikes = sqliteTable(
  "comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index("comment_likes_user_id_idx").on(table.userId),
  ],
);
