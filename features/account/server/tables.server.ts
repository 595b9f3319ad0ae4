import { sql } from "drizzle-orm";
import { foldCase } from "./fold-case.server.ts";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    login: text("login").notNull(),
    /** Null only for rows the backfill found clashing. */
    loginSkeleton: text("login_skeleton"),
    email: text("email").notNull(),
    /** `scrypt$N$r$p$<hash>`: the parameters travel with the hash so they can be raised later. */
    passwordHash: text("password_hash").notNull(),
    salt: text("salt").notNull(),
    admin: integer("admin", { mode: "boolean" }).notNull().default(false),
    /**
     * When "Wyloguj wszędzie", a password change or a reset last ended trust: a device cookie issued before it no
     * longer passes the login's delay, and the login's failure counters start afresh.
     */
    devicesRevokedAt: integer("devices_revoked_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (table) => [
    uniqueIndex("users_login_folded_idx").on(foldCase(table.login)),
    uniqueIndex("users_login_skeleton_idx").on(table.loginSkeleton),
    uniqueIndex("users_email_folded_idx").on(foldCase(table.email)),
  ],
);

// Only the session id's SHA-256 is stored, so a leaked table opens no session.
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);
