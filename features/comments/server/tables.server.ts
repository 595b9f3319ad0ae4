import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "#features/account/index.server.ts";

/** NO ACTION references: a cascade would empty this table when a later migration rebuilds `users`. */
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
