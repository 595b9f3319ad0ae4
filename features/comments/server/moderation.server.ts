import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { auditRow, moderationLog } from "#app/lib/audit.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { users } from "#features/account/index.server.ts";
import {
  BLOCK_DURATIONS,
  BLOCK_KIND_LABELS,
  MODERATION_PAGE_DEFAULT,
  type BlockInput,
  type ModerationComment,
  type ModerationOverview,
} from "../moderation-model.ts";
import { blockTarget, readCommentSettings, writeCommentSettings, type CommentSettings } from "./policy.server.ts";
import { commentSections, type CommentSections } from "./sections.server.ts";
import { commentBlocks, commentLikes, comments } from "./tables.server.ts";

const RECENT_COMMENTS = 30;
const HISTORY_ROWS = 20;
/** A prefix of the keyed hash: enough to tell groups apart on the page, useless for finding an address. */
const CLIENT_LABEL_LENGTH = 8;

type CommentRow = typeof comments.$inferSelect;

export type ModerationRefusal =
  | "unknown-comment"
  | "not-held"
  | "block-without-comment"
  | "block-no-name"
  | "block-no-client"
  | "block-no-user"
  | "block-admin"
  | "unknown-block"
  | "no-settings";

export type ModerationResult<T> = { ok: true; value: T } | { ok: false; reason: ModerationRefusal };

const done = <T>(value: T): ModerationResult<T> => ({ ok: true, value });
const refused = (reason: ModerationRefusal): { ok: false; reason: ModerationRefusal } => ({ ok: false, reason });

export function clientLabel(hash: string | null): string | null {
  return hash ? `#${hash.slice(0, CLIENT_LABEL_LENGTH)}` : null;
}

const BLOCK_ACTION = "blokada";
const LIFT_ACTION = "zdjęcie blokady";

/**
 * Cuts the client label out of log entries written before `before`: a block's entry reads `grupa adresów #… (login)
 * na …`, its lifting's `#… (login)`. The retention job keeps these prefixes of the keyed hash no longer than comments
 * keep the hash itself (decision 029); the rest of the entry stays for its year.
 */
export function forgetClientLabels(db: Database, before: Date) {
  const label = `#${"?".repeat(CLIENT_LABEL_LENGTH)} (*`;
  const at = sql`instr(${moderationLog.detail}, '#')`;
  return db
    .update(moderationLog)
    .set({
      detail: sql`substr(${moderationLog.detail}, 1, ${at} - 1) || substr(${moderationLog.detail}, ${at} + ${CLIENT_LABEL_LENGTH + 2})`,
    })
    .where(
      and(
        lte(moderationLog.at, before),
        or(
          and(
            eq(moderationLog.action, BLOCK_ACTION),
            sql`${moderationLog.detail} GLOB ${`${BLOCK_KIND_LABELS.client} ${label}`}`,
          ),
          and(eq(moderationLog.action, LIFT_ACTION), sql`${moderationLog.detail} GLOB ${`${label})`}`),
        ),
      ),
    );
}

function toModerationComment(sections: CommentSections, row: CommentRow): ModerationComment {
  return {
    id: row.id,
    section: row.section,
    page: sections.page(row.section).title,
    href: sections.commentPath(row.section, row.id),
    login: row.login,
    comment: row.body,
    createdAt: row.createdAt.toISOString(),
    held: row.status === "held",
    registered: row.userId !== null,
    admin: row.admin,
    client: clientLabel(row.clientHash),
  };
}

export interface OverviewPages {
  limit?: number;
  heldBefore?: number;
  blocksBefore?: number;
}

/** Before a row in (created_at, id) order; a cursor row since gone still pages by its id. */
function olderThan(table: typeof comments | typeof commentBlocks, id: number | undefined): SQL | undefined {
  if (id === undefined) return undefined;
  const cursor = sql`(SELECT ${table.createdAt}, ${table.id} FROM ${table} WHERE ${table.id} = ${id})`;
  return sql`((${table.createdAt}, ${table.id}) < ${cursor} OR (NOT EXISTS ${cursor} AND ${table.id} < ${id}))`;
}

function page<T extends { id: number }>(rows: T[], limit: number, total: number) {
  const shown = rows.slice(0, limit);
  return { rows: shown, page: { total, next: rows.length > limit ? shown.at(-1)!.id : null } };
}

/** One batch, so the lists agree with each other. */
export async function moderationOverview(
  db: Database,
  env?: Pick<Env, "GUEST_DAILY_CAP">,
  now = Date.now(),
  { limit = MODERATION_PAGE_DEFAULT, heldBefore, blocksBefore }: OverviewPages = {},
): Promise<ModerationOverview> {
  const sections = await commentSections(db);
  const isHeld = eq(comments.status, "held");
  const inForce = and(gt(commentBlocks.until, new Date(now)), isNull(commentBlocks.liftedAt));
  const [held, recent, blocks, history, [heldCount], [blockCount]] = await db.batch([
    db
      .select()
      .from(comments)
      .where(and(isHeld, olderThan(comments, heldBefore)))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit + 1),
    db
      .select()
      .from(comments)
      .where(eq(comments.status, "published"))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(RECENT_COMMENTS),
    db
      .select()
      .from(commentBlocks)
      .where(and(inForce, olderThan(commentBlocks, blocksBefore)))
      .orderBy(desc(commentBlocks.createdAt), desc(commentBlocks.id))
      .limit(limit + 1),
    db.select().from(moderationLog).orderBy(desc(moderationLog.at), desc(moderationLog.id)).limit(HISTORY_ROWS),
    db.select({ total: count() }).from(comments).where(isHeld),
    db.select({ total: count() }).from(commentBlocks).where(inForce),
  ]);
  const heldPage = page(held, limit, heldCount?.total ?? 0);
  const blockPage = page(blocks, limit, blockCount?.total ?? 0);
  return {
    held: heldPage.rows.map((row) => toModerationComment(sections, row)),
    recent: recent.map((row) => toModerationComment(sections, row)),
    blocks: blockPage.rows.map((block) => ({
      id: block.id,
      kind: block.kind,
      label: block.label,
      until: block.until.toISOString(),
      createdBy: block.createdBy,
      createdAt: block.createdAt.toISOString(),
    })),
    settings: await readCommentSettings(db, env),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    paging: { held: heldPage.page, blocks: blockPage.page },
  };
}

function logRow(db: Database, actor: string, action: string, detail: string, now: number) {
  return auditRow(db, { actor, action, detail, now });
}

export async function describeComment(
  db: Database,
  row: Pick<CommentRow, "id" | "login" | "section">,
): Promise<string> {
  return `komentarz #${row.id} (${row.login}, ${(await commentSections(db)).page(row.section).title})`;
}

function findComment(db: Database, id: number): Promise<CommentRow | undefined> {
  return db.select().from(comments).where(eq(comments.id, id)).get();
}

export async function approveComment(
  db: Database,
  actor: string,
  id: number,
  now = Date.now(),
): Promise<ModerationResult<number>> {
  const row = await findComment(db, id);
  if (!row) return refused("unknown-comment");
  if (row.status !== "held") return refused("not-held");
  // Conditional on still being held, so two approvals at once log one change.
  const [updated] = await db.batch([
    db
      .update(comments)
      .set({ status: "published" })
      .where(and(eq(comments.id, id), eq(comments.status, "held")))
      .returning({ id: comments.id }),
    logRow(db, actor, "zatwierdzenie", await describeComment(db, row), now),
  ]);
  return updated.length === 0 ? refused("not-held") : done(id);
}

async function deleteRows(db: Database, ids: readonly number[]): Promise<CommentRow[]> {
  const [, deleted] = await db.batch([
    db.delete(commentLikes).where(inArray(commentLikes.commentId, [...ids])),
    db
      .delete(comments)
      .where(inArray(comments.id, [...ids]))
      .returning(),
  ]);
  return deleted;
}

export async function rejectComment(
  db: Database,
  actor: string,
  id: number,
  now = Date.now(),
): Promise<ModerationResult<number>> {
  const row = await findComment(db, id);
  if (!row) return refused("unknown-comment");
  if (row.status !== "held") return refused("not-held");
  const deleted = await deleteRows(db, [id]);
  if (deleted.length === 0) return refused("unknown-comment");
  await logRow(db, actor, "odrzucenie", await describeComment(db, row), now);
  return done(id);
}

export async function deleteComments(
  db: Database,
  actor: string,
  ids: readonly number[],
  now = Date.now(),
): Promise<ModerationResult<number>> {
  const deleted = await deleteRows(db, [...new Set(ids)]);
  if (deleted.length === 0) return refused("unknown-comment");
  const detail = (await Promise.all(deleted.map((row) => describeComment(db, row)))).join("; ");
  await logRow(
    db,
    actor,
    deleted.length === 1 ? "usunięcie" : `usunięcie: ${countNoun(deleted.length, NOUNS.comment)}`,
    detail,
    now,
  );
  return done(deleted.length);
}

async function blockSubject(
  db: Database,
  input: BlockInput,
): Promise<ModerationResult<{ target: string; label: string }>> {
  const row = input.commentId === undefined ? undefined : await findComment(db, input.commentId);
  if (input.commentId !== undefined && !row) return refused("unknown-comment");
  if (input.kind === "name") {
    const name = input.name || (row && row.userId === null ? row.login : "");
    if (!name) return refused("block-no-name");
    return done({ target: blockTarget("name", name), label: name });
  }
  if (!row) return refused("block-without-comment");
  if (input.kind === "client") {
    if (!row.clientHash) return refused("block-no-client");
    // An IPv6 client is blocked with its whole /48: hopping to a neighbouring /64 is free.
    return done({
      target: blockTarget("client", row.clientNetHash ?? row.clientHash),
      label: `${clientLabel(row.clientHash)} (${row.login})`,
    });
  }
  if (row.userId === null) return refused("block-no-user");
  const author = await db.select({ admin: users.admin }).from(users).where(eq(users.id, row.userId)).get();
  if (author?.admin) return refused("block-admin");
  return done({ target: blockTarget("user", row.userId), label: row.login });
}

export async function createBlock(
  db: Database,
  actor: string,
  input: BlockInput,
  now = Date.now(),
): Promise<ModerationResult<number>> {
  const subject = await blockSubject(db, input);
  if (!subject.ok) return subject;
  const { target, label } = subject.value;
  const duration = BLOCK_DURATIONS[input.duration];
  const [[block]] = await db.batch([
    db
      .insert(commentBlocks)
      .values({
        kind: input.kind,
        target,
        label,
        until: new Date(now + duration.ms),
        createdBy: actor,
        createdAt: new Date(now),
      })
      .returning({ id: commentBlocks.id }),
    logRow(db, actor, BLOCK_ACTION, `${BLOCK_KIND_LABELS[input.kind]} ${label} na ${duration.label}`, now),
  ]);
  return done(block!.id);
}

export async function liftBlock(
  db: Database,
  actor: string,
  id: number,
  now = Date.now(),
): Promise<ModerationResult<number>> {
  const lifted = await db
    .update(commentBlocks)
    .set({ liftedAt: new Date(now) })
    .where(and(eq(commentBlocks.id, id), isNull(commentBlocks.liftedAt), gt(commentBlocks.until, new Date(now))))
    .returning();
  const block = lifted[0];
  if (!block) return refused("unknown-block");
  await logRow(db, actor, LIFT_ACTION, block.label, now);
  return done(id);
}

export async function updateCommentSettings(
  db: Database,
  actor: string,
  settings: Partial<CommentSettings>,
  env?: Pick<Env, "GUEST_DAILY_CAP">,
  now = Date.now(),
): Promise<ModerationResult<CommentSettings>> {
  const changes: string[] = [];
  if (settings.approveFirstGuestComments !== undefined) {
    changes.push(`zatwierdzanie pierwszych komentarzy gości: ${settings.approveFirstGuestComments ? "wł." : "wył."}`);
  }
  if (settings.guestDailyCap !== undefined) changes.push(`dzienny limit gości: ${settings.guestDailyCap}`);
  if (changes.length === 0) return refused("no-settings");
  await writeCommentSettings(db, settings);
  await logRow(db, actor, "ustawienia", changes.join(", "), now);
  return done(await readCommentSettings(db, env));
}
