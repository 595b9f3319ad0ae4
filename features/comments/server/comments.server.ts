import { and, asc, count, desc, eq, exists, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { sharedBatch, sharedRead } from "#app/lib/db-batch.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { registeredLoginQuery, users } from "#features/account/index.server.ts";
import { LIKERS_LISTED, type CommentItem, type LikeResult } from "../model.ts";
import { blockInForce, settingsSql, type ClientHashes, type CommentSettings } from "./policy.server.ts";
import { commentSections } from "./sections.server.ts";
import { guestCapReached, guestHeld, youngAccount, type GuestPost } from "./spam.server.ts";
import { commentBlocks, commentLikes, commentOutbox, comments } from "./tables.server.ts";

type CommentRow = typeof comments.$inferSelect;

export type CommentAuthor =
  { kind: "user"; userId: number; login: string; admin: boolean } | { kind: "guest"; name: string };

export interface Viewer {
  userId: number | null;
  admin: boolean;
}

const GUEST_VIEWER: Viewer = { userId: null, admin: false };

interface Likes {
  quantity: number;
  mine: boolean;
  users: string[];
}

const NO_LIKES: Likes = { quantity: 0, mine: false, users: [] };

function toItem(row: CommentRow, likes: Likes): CommentItem {
  return {
    id: row.id,
    login: row.login,
    comment: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    admin: row.admin,
    registered: row.userId !== null,
    held: row.status === "held",
    likes: { quantity: likes.quantity, likedByMe: likes.mine, users: likes.users },
    likedByMe: likes.mine,
  };
}

function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  const published = eq(comments.status, "published");
  return viewer.userId === null ? published : or(published, eq(comments.userId, viewer.userId));
}

/** Before the cursor comment in the thread's order; a cursor since deleted still pages by its id. */
function before(id: number): SQL {
  const cursor = sql`(SELECT ${comments.createdAt}, ${comments.id} FROM ${comments} WHERE ${comments.id} = ${id})`;
  return sql`((${comments.createdAt}, ${comments.id}) < ${cursor} OR (NOT EXISTS ${cursor} AND ${comments.id} < ${id}))`;
}

/** In the rows' batch, so a like never points at a comment the list lacks; counted in SQL, listed likers only. */
async function readWithLikes(
  db: Database,
  page: SQLiteSelect,
  viewer: Viewer,
  { first = [], extra }: { first?: BatchItem<"sqlite">[]; extra?: SQLiteSelect } = {},
): Promise<{ rows: CommentRow[]; likes: Map<number, Likes>; first: unknown[][]; extra: unknown[] }> {
  const ids = db.select({ id: sql<number>`page.id` }).from(page.as("page"));
  // One statement for the counts and the first likers: every liked comment has a first-ranked row.
  const byComment = sql`PARTITION BY ${commentLikes.commentId}`;
  const ranked = db
    .select({
      commentId: commentLikes.commentId,
      login: users.login,
      rank: sql<number>`row_number() OVER (${byComment} ORDER BY ${users.login})`.as("rank"),
      quantity: sql<number>`count(*) OVER (${byComment})`.as("quantity"),
      mine: sql<number>`max(${commentLikes.userId} = ${viewer.userId ?? -1}) OVER (${byComment})`.as("mine"),
    })
    .from(commentLikes)
    .innerJoin(users, eq(users.id, commentLikes.userId))
    .where(inArray(commentLikes.commentId, ids))
    .as("ranked");
  const likers = db
    .select({ commentId: ranked.commentId, login: ranked.login, quantity: ranked.quantity, mine: ranked.mine })
    .from(ranked)
    .where(lte(ranked.rank, LIKERS_LISTED))
    .orderBy(asc(ranked.commentId), asc(ranked.login));
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [page, likers];
  if (extra) statements.push(extra);
  // A write keeps its own batch; reads join the request's.
  const batch = first.length > 0 ? db.batch.bind(db) : (items: typeof statements) => sharedBatch(db, items);
  const results = [...(await batch([...first, ...statements] as typeof statements))] as unknown[][];
  const before = results.splice(0, first.length);
  const [rows, likerRows, after] = results as [CommentRow[], Awaited<typeof likers>, unknown[] | undefined];
  const likes = new Map<number, Likes>();
  for (const { commentId, login, quantity, mine } of likerRows) {
    const liked = likes.get(commentId) ?? { quantity, mine: mine === 1, users: [] };
    liked.users.push(login);
    likes.set(commentId, liked);
  }
  return { rows, likes, first: before, extra: after ?? [] };
}

export interface ThreadPage {
  total: number;
  hasMore: boolean;
  comments: CommentItem[];
}

export async function readThreadPage(
  db: Database,
  {
    section,
    viewer = GUEST_VIEWER,
    limit,
    beforeId,
  }: { section: string; viewer?: Viewer; limit: number; beforeId?: number },
): Promise<ThreadPage> {
  const visible = and(eq(comments.section, section), visibleTo(viewer));
  const page = db
    .select()
    .from(comments)
    .where(beforeId === undefined ? visible : and(visible, before(beforeId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
  const total = db.select({ total: count() }).from(comments).where(visible);
  const { rows, likes, extra } = await readWithLikes(db, page.$dynamic(), viewer, { extra: total.$dynamic() });
  const newestFirst = rows.slice(0, limit);
  return {
    total: (extra[0] as { total: number } | undefined)?.total ?? 0,
    hasMore: rows.length > limit,
    comments: newestFirst.reverse().map((row) => toItem(row, likes.get(row.id) ?? NO_LIKES)),
  };
}

/** Only sections that hold a thread: a model back in drafts keeps its rows, but its name stays out of the counts. */
export async function countPublishedComments(db: Database): Promise<Record<string, number>> {
  const [rows, sections] = await Promise.all([
    sharedRead(
      db,
      db
        .select({ section: comments.section, quantity: count() })
        .from(comments)
        .where(eq(comments.status, "published"))
        .groupBy(comments.section),
    ),
    commentSections(db),
  ]);
  return Object.fromEntries(rows.filter((row) => sections.has(row.section)).map((row) => [row.section, row.quantity]));
}

/** Comments waiting for moderation, by section: the owner's menu shows their sum, the list of models each one's. */
export async function countHeldComments(db: Database): Promise<Record<string, number>> {
  const rows = await sharedRead(
    db,
    db
      .select({ section: comments.section, quantity: count() })
      .from(comments)
      .where(eq(comments.status, "held"))
      .groupBy(comments.section),
  );
  return Object.fromEntries(rows.map((row) => [row.section, row.quantity]));
}

export interface CommentPost {
  section: string;
  author: CommentAuthor;
  comment: string;
  clientHash: string;
  networkHash?: string | null;
  defaults: CommentSettings;
  notify: boolean;
  now?: number;
}

export type PostResult =
  { ok: true; comment: CommentItem; held: boolean } | { ok: false; reason: "blocked" | "daily-cap" | "name-taken" };

const FALSE = sql`0`;

/** One batch, a transaction: the insert repeats the refusal checks in its WHERE, so it and the read of why agree. */
function blockedSql(db: Database, author: CommentAuthor, client: ClientHashes, now: number): SQL {
  if (author.kind === "user" && author.admin) return FALSE;
  const subject =
    author.kind === "guest" ? { guestName: author.name, ...client } : { userId: author.userId, ...client };
  return exists(db.select({ id: commentBlocks.id }).from(commentBlocks).where(blockInForce(subject, now)));
}

/** Guests and accounts younger than a day: held for links or a repeat; guests only also by the owner's switch. */
function heldSql(db: Database, author: CommentAuthor, post: GuestPost, settings: { approveFirst: SQL }): SQL {
  if (author.kind === "guest") return guestHeld(db, post, settings.approveFirst);
  if (author.admin) return FALSE;
  return sql`(${youngAccount(author.userId, post.now)} AND ${guestHeld(db, post, FALSE)})`;
}

function underGuestRulesSql(author: CommentAuthor, now: number): SQL {
  if (author.kind === "guest") return sql`1`;
  return author.admin ? FALSE : youngAccount(author.userId, now);
}

export async function postComment(db: Database, post: CommentPost): Promise<PostResult> {
  const { section, author, comment, clientHash } = post;
  const now = post.now ?? Date.now();
  const guest = author.kind === "guest" ? author : undefined;
  const login = guest ? guest.name : author.kind === "user" ? author.login : "";
  const networkHash = post.networkHash ?? null;
  const blocked = blockedSql(db, author, { clientHash, networkHash }, now);
  const settings = settingsSql(post.defaults);
  const full = sql`(${underGuestRulesSql(author, now)} AND ${guestCapReached(db, section, clientHash, now, settings.dailyCap)})`;
  const taken = guest ? exists(registeredLoginQuery(db, guest.name)) : FALSE;
  const held = heldSql(db, author, { section, comment, clientHash, now }, settings);
  const checks = db
    .select({
      blocked: sql<number>`${blocked}`.mapWith(Number).as("blocked"),
      full: sql<number>`${full}`.mapWith(Number).as("full"),
      taken: sql<number>`${taken}`.mapWith(Number).as("taken"),
    })
    .from(sql`(SELECT 1)`);
  const insert = db
    .insert(comments)
    .select(
      sql`SELECT NULL, ${section}, ${login}, ${author.kind === "user" ? author.userId : null}, ${comment},
        ${author.kind === "user" && author.admin ? 1 : 0}, ${now}, NULL,
        CASE WHEN ${held} THEN 'held' ELSE 'published' END, ${clientHash}, ${networkHash}
        WHERE NOT ${blocked} AND NOT ${full} AND NOT ${taken}`,
    )
    .returning();
  const outbox = db.insert(commentOutbox).select(
    sql`SELECT NULL, ${comments.id}, ${comments.section}, ${comments.login}, ${comments.body},
        ${comments.status} = 'held', ${comments.createdAt}, 0, ${comments.createdAt}, NULL, NULL
        FROM ${comments} WHERE ${comments.id} = last_insert_rowid() AND changes() = 1
        AND ${comments.createdAt} = ${now} AND ${comments.clientHash} = ${clientHash}`,
  );
  const [[reasons], [row]] = post.notify ? await db.batch([checks, insert, outbox]) : await db.batch([checks, insert]);
  if (row) return { ok: true, comment: toItem(row, NO_LIKES), held: row.status === "held" };
  if (reasons?.blocked) return { ok: false, reason: "blocked" };
  if (reasons?.full) return { ok: false, reason: "daily-cap" };
  return { ok: false, reason: "name-taken" };
}

export interface CommentEdit {
  section: string;
  id: number;
  author: Extract<CommentAuthor, { kind: "user" }>;
  comment: string;
  clientHash: string;
  networkHash?: string | null;
  notify: boolean;
  now?: number;
}

export type EditResult =
  { ok: true; comment: CommentItem; held: boolean } | { ok: false; reason: "not-found" | "not-author" | "blocked" };

/** An edit is a new text: blocks, hold rules and the digest apply, in one batch with the checks and the outbox row. */
export async function updateComment(db: Database, edit: CommentEdit): Promise<EditResult> {
  const { section, id, author, comment, clientHash } = edit;
  const now = edit.now ?? Date.now();
  const viewer = { userId: author.userId, admin: author.admin };
  const blocked = blockedSql(db, author, { clientHash, networkHash: edit.networkHash ?? null }, now);
  const held = heldSql(db, author, { section, comment, clientHash, now, editedId: id }, { approveFirst: FALSE });
  const checks = db.select({ blocked: sql<number>`${blocked}`.mapWith(Number).as("blocked") }).from(sql`(SELECT 1)`);
  const update = db
    .update(comments)
    .set({
      body: comment,
      updatedAt: new Date(now),
      status: sql`CASE WHEN ${comments.status} = 'held' OR ${held} THEN 'held' ELSE 'published' END`,
    })
    .where(
      and(eq(comments.id, id), eq(comments.section, section), eq(comments.userId, author.userId), sql`NOT ${blocked}`),
    )
    .returning({ id: comments.id });
  const outbox = db.insert(commentOutbox).select(
    sql`SELECT NULL, ${comments.id}, ${comments.section}, ${comments.login}, ${comments.body},
        ${comments.status} = 'held', ${now}, 0, ${now}, NULL, NULL
        FROM ${comments} WHERE ${comments.id} = ${id} AND changes() = 1 AND ${comments.updatedAt} = ${now}`,
  );
  const row = db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.section, section), visibleTo(viewer)));
  const first = edit.notify ? [checks, update, outbox] : [checks, update];
  const { rows, likes, first: results } = await readWithLikes(db, row.$dynamic(), viewer, { first });
  const [[reasons], updated] = results as [{ blocked: number }[], unknown[]];
  if (!rows[0]) return { ok: false, reason: "not-found" };
  if (updated.length === 0) return { ok: false, reason: reasons?.blocked ? "blocked" : "not-author" };
  return { ok: true, comment: toItem(rows[0], likes.get(id) ?? NO_LIKES), held: rows[0].status === "held" };
}

/** One batch, as there is no ON DELETE CASCADE; a wrong section deletes nothing, likes included. */
export async function deleteComment(
  db: Database,
  { section, id }: { section: string; id: number },
): Promise<Pick<CommentRow, "id" | "login" | "section"> | undefined> {
  const inSection = and(eq(comments.id, id), eq(comments.section, section))!;
  const [, deleted] = await db.batch([
    db
      .delete(commentLikes)
      .where(
        and(
          eq(commentLikes.commentId, id),
          inArray(commentLikes.commentId, db.select({ id: comments.id }).from(comments).where(inSection)),
        ),
      ),
    db
      .delete(comments)
      .where(inSection)
      .returning({ id: comments.id, login: comments.login, section: comments.section }),
  ]);
  return deleted[0];
}

export type LikeAnswer = { ok: true; like: LikeResult } | { ok: false; reason: "not-found" | "blocked" };

/** A blocked user cannot like; a held comment of someone else answers as a missing one. */
export async function toggleLike(
  db: Database,
  {
    section,
    id,
    author,
    client,
    now = Date.now(),
  }: {
    section: string;
    id: number;
    author: Extract<CommentAuthor, { kind: "user" }>;
    client: ClientHashes;
    now?: number;
  },
): Promise<LikeAnswer> {
  const viewer = { userId: author.userId, admin: author.admin };
  const target = await db
    .select({ id: comments.id, blocked: sql<number>`${blockedSql(db, author, client, now)}`.mapWith(Number) })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.section, section), visibleTo(viewer)))
    .get();
  if (!target) return { ok: false, reason: "not-found" };
  if (target.blocked) return { ok: false, reason: "blocked" };
  const userId = author.userId;
  let liked: boolean;
  try {
    // The primary key (comment, user) keeps it to one like per user even when two clicks race.
    const inserted = await db
      .insert(commentLikes)
      .values({ commentId: id, userId })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    liked = inserted.length > 0;
    if (!liked) {
      await db.delete(commentLikes).where(and(eq(commentLikes.commentId, id), eq(commentLikes.userId, userId)));
    }
  } catch (error) {
    // The comment was deleted between the check and the insert.
    if (error instanceof Error && /FOREIGN KEY/i.test(`${error.message} ${String(error.cause ?? "")}`))
      return { ok: false, reason: "not-found" };
    throw error;
  }
  const row = await db.select({ quantity: count() }).from(commentLikes).where(eq(commentLikes.commentId, id)).get();
  return { ok: true, like: { quantity: row?.quantity ?? 0, liked } };
}

/** A deleted page's whole thread, its likes and its unsent notices; the number of comments it held. */
export async function deleteSection(db: Database, section: string): Promise<number> {
  const inSection = db.select({ id: comments.id }).from(comments).where(eq(comments.section, section));
  const [, , deleted] = await db.batch([
    db.delete(commentLikes).where(inArray(commentLikes.commentId, inSection)),
    db.delete(commentOutbox).where(eq(commentOutbox.section, section)),
    db.delete(comments).where(eq(comments.section, section)).returning({ id: comments.id }),
  ]);
  return deleted.length;
}
