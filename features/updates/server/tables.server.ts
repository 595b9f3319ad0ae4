import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The home page's "Ostatnie aktualizacje": the ten built-in entries (ids 1–10, seeded) and the owner's own. */
export const siteUpdates = sqliteTable(
  "site_updates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** `YYYY-MM-DD`. */
    day: text("day").notNull(),
    description: text("description").notNull(),
    /** A catalogue model's `component`, or null. */
    model: text("model"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("site_updates_day_idx").on(table.day, table.id)],
);

// Set once the built-in entries are stored, so the owner's edits and deletions stay (docs/decisions/015).
export const siteUpdatesSeeded = sqliteTable("site_updates_seeded", {
  id: integer("id").primaryKey(),
  seededAt: integer("seeded_at", { mode: "timestamp_ms" }).notNull(),
});
