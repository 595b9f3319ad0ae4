import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The home page's info text: a single row with id 1. */
export const info = sqliteTable("info", {
  id: integer("id").primaryKey(),
  content: text("content").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
