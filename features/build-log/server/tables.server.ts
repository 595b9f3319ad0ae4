import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** "Budowa modelu": one row per model (`component`), the admin's note and the build's facts. */
export const buildNotes = sqliteTable("build_notes", {
  component: text("component").primaryKey(),
  content: text("content").notNull().default(""),
  /** `YYYY-MM-DD` or null. */
  started: text("started"),
  finished: text("finished"),
  hours: integer("hours"),
  changes: text("changes").notNull().default(""),
  lighting: text("lighting").notNull().default(""),
  /** 1–5 or null. */
  rating: integer("rating"),
  verdict: text("verdict").notNull().default(""),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** "Dziennik budowy": dated entries per model; `photos` is JSON `[{ key }]` (`[{ group, number }]` before 025). */
export const diaryEntries = sqliteTable(
  "diary_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    component: text("component").notNull(),
    day: text("day").notNull(),
    content: text("content").notNull(),
    photos: text("photos").notNull().default("[]"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("diary_entries_component_day_idx").on(table.component, table.day, table.id)],
);
