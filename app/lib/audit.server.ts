import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Database } from "./db.server.ts";

/** What the owner and the moderators changed, shown on /Moderacja; logins are copied so a row outlives the account. */
export const moderationLog = sqliteTable(
  "moderation_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull(),
  },
  (table) => [index("moderation_log_at_idx").on(table.at)],
);

export interface AuditEntry {
  actor: string;
  action: string;
  detail: string;
  now?: number;
}

/** The insert itself, so a change and its row can share one `db.batch`. */
export function auditRow(db: Database, { actor, action, detail, now = Date.now() }: AuditEntry) {
  return db.insert(moderationLog).values({ at: new Date(now), actor, action, detail });
}

export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await auditRow(db, entry);
}
