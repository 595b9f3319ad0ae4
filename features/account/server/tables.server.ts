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
    /** Set while the address waits for its confirmation link; null for a confirmed one and every older account. */
    emailUnconfirmedSince: integer("email_unconfirmed_since", { mode: "timestamp_ms" }),
    /** `scrypt$N$r$p$<hash>`: the parameters travel with the hash so they can be raised later. */
    passwordHash: text("password_hash").notNull(),
    salt: text("salt").notNull(),
    admin: integer("admin", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (table) => [
    uniqueIndex("users_login_folded_idx").on(foldCase(table.login)),
    uniqueIndex("users_login_skeleton_idx").on(table.loginSkeleton),
    uniqueIndex("users_confirmed_email_folded_idx")
      .on(foldCase(table.email))
      .where(sql`${table.emailUnconfirmedSince} IS NULL`),
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

// When "Wyloguj wszędzie", a password change or a reset last ended trust in an account's device cookies and restarted
// its per-network failure counters. No foreign key: a row left by a user deleted some other way names an id that is
// never reused (AUTOINCREMENT) and is never read.
export const deviceRevocations = sqliteTable("device_revocations", {
  userId: integer("user_id").primaryKey(),
  revokedAt: integer("revoked_at", { mode: "timestamp_ms" }).notNull(),
});
