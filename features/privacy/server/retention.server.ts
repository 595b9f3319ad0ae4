import { and, eq, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "#app/lib/db.server.ts";
import { type OwnedContent, users } from "#features/account/index.server.ts";
import { moderationLog } from "#app/lib/audit.server.ts";
import { commentBlocks, commentOutbox, comments, forgetClientLabels } from "#features/comments/index.server.ts";
import { KEEP } from "../model.ts";

export interface RetentionSweep {
  sentOutbox: number;
  unsentOutbox: number;
  clientHashes: number;
  clientLabels: number;
  endedBlocks: number;
  moderationLog: number;
}

export async function enforceRetention(db: Database, now = Date.now()): Promise<RetentionSweep> {
  const before = (ms: number) => new Date(now - ms);
  const [outbox, unsent, hashes, labels, blocks, log] = await db.batch([
    db
      .delete(commentOutbox)
      .where(and(isNotNull(commentOutbox.sentAt), lte(commentOutbox.sentAt, before(KEEP.sentOutbox))))
      .returning({ id: commentOutbox.id }),
    // Whether its tries ran out or the digest is switched off, a copy that was never sent does not wait for ever.
    db
      .delete(commentOutbox)
      .where(and(isNull(commentOutbox.sentAt), lte(commentOutbox.createdAt, before(KEEP.unsentOutbox))))
      .returning({ id: commentOutbox.id }),
    db
      .update(comments)
      .set({ clientHash: null, clientNetHash: null })
      .where(
        and(
          or(isNotNull(comments.clientHash), isNotNull(comments.clientNetHash)),
          lte(comments.createdAt, before(KEEP.clientHash)),
        ),
      )
      .returning({ id: comments.id }),
    forgetClientLabels(db, before(KEEP.clientHash)).returning({ id: moderationLog.id }),
    db
      .delete(commentBlocks)
      .where(or(lte(commentBlocks.until, new Date(now)), isNotNull(commentBlocks.liftedAt)))
      .returning({ id: commentBlocks.id }),
    db
      .delete(moderationLog)
      .where(lte(moderationLog.at, before(KEEP.moderationLog)))
      .returning({ id: moderationLog.id }),
  ]);
  return {
    sentOutbox: outbox.length,
    unsentOutbox: unsent.length,
    clientHashes: hashes.length,
    clientLabels: labels.length,
    endedBlocks: blocks.length,
    moderationLog: log.length,
  };
}

export function pseudonym(userId: number): string {
  return `usunięte konto #${userId}`;
}

// The login is read inside each statement, so these run in the deletion's batch before the user row goes.
function loginOf(userId: number): SQL {
  return sql`(SELECT ${users.login} FROM ${users} WHERE ${users.id} = ${userId})`;
}

/** Replaces the login where the moderation texts quote it: `(login, page)`, `(login)`, `login na 7 dni` or alone. */
function withoutLogin(column: AnySQLiteColumn, userId: number): SQL {
  const login = loginOf(userId);
  const alias = pseudonym(userId);
  return sql`CASE WHEN ${column} = ${login} THEN ${alias} ELSE
    replace(replace(replace(${column},
      '(' || ${login} || ', ', '(' || ${alias} || ', '),
      '(' || ${login} || ')', '(' || ${alias} || ')'),
      ' ' || ${login} || ' na ', ' ' || ${alias} || ' na ') END`;
}

function mentions(column: AnySQLiteColumn, userId: number): SQL {
  return sql`instr(${column}, ${loginOf(userId)}) > 0`;
}

/** A deleted account leaves no login: notices go, moderation records keep a pseudonym (decision 029); none exported. */
export const tracesOfUser: OwnedContent = {
  read: () => Promise.resolve({}),
  erase(db, userId) {
    const login = loginOf(userId);
    const alias = pseudonym(userId);
    return [
      db.delete(commentOutbox).where(eq(commentOutbox.login, login)),
      db
        .update(moderationLog)
        .set({
          actor: sql`CASE WHEN ${moderationLog.actor} = ${login} THEN ${alias} ELSE ${moderationLog.actor} END`,
          detail: withoutLogin(moderationLog.detail, userId),
        })
        .where(or(eq(moderationLog.actor, login), mentions(moderationLog.detail, userId))),
      db
        .update(commentBlocks)
        .set({
          createdBy: sql`CASE WHEN ${commentBlocks.createdBy} = ${login} THEN ${alias} ELSE ${commentBlocks.createdBy} END`,
          label: withoutLogin(commentBlocks.label, userId),
        })
        .where(or(eq(commentBlocks.createdBy, login), mentions(commentBlocks.label, userId))),
    ];
  },
};
