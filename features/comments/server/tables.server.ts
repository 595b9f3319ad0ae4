import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "#features/account/index.server.ts";

const COMMENT_STATUSES = ["published", "held"] as const;

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
    status: text("status", { enum: COMMENT_STATUSES }).notNull().default("published"),
    /** A keyed hash of the client group, so D1 never holds an address; null for older rows. */
    clientHash: text("client_hash"),
    /** The same of an IPv6 client's /48, which a block of the client covers; null for IPv4 and older rows. */
    clientNetHash: text("client_net_hash"),
  },
  (table) => [
    index("comments_section_created_at_idx").on(table.section, table.createdAt, table.id),
    index("comments_status_section_idx").on(table.status, table.section),
    index("comments_client_created_at_idx").on(table.clientHash, table.createdAt),
  ],
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

export const BLOCK_KINDS = ["name", "client", "user"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** `target`: a guest name's skeleton, a client group's keyed hash (never the address) or a user id. */
export const commentBlocks = sqliteTable(
  "comment_blocks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: BLOCK_KINDS }).notNull(),
    target: text("target").notNull(),
    label: text("label").notNull(),
    until: integer("until", { mode: "timestamp_ms" }).notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    liftedAt: integer("lifted_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("comment_blocks_kind_target_idx").on(table.kind, table.target, table.until)],
);

export const commentSettings = sqliteTable("comment_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** The comment is copied, so a row still tells its story after the comment is deleted. */
export const commentOutbox = sqliteTable(
  "comment_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    commentId: integer("comment_id").notNull(),
    section: text("section").notNull(),
    login: text("login").notNull(),
    body: text("body").notNull(),
    held: integer("held", { mode: "boolean" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("comment_outbox_pending_idx").on(table.sentAt, table.nextAttemptAt)],
);

/** One-click links from the digest work once: a used link's id is kept until the link would have expired anyway. */
export const moderationLinkUses = sqliteTable("moderation_link_uses", {
  linkId: text("link_id").primaryKey(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }).notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});
