import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { keyedHash, networkGroup } from "#app/lib/client.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { nameSkeleton } from "#features/account/index.server.ts";
import { commentBlocks, commentSettings, type BlockKind } from "./tables.server.ts";

/** What the owner switches on /Moderacja; a key never written reads as its default. */
export interface CommentSettings {
  approveFirstGuestComments: boolean;
  guestDailyCap: number;
}

export const DEFAULT_COMMENT_SETTINGS: CommentSettings = { approveFirstGuestComments: false, guestDailyCap: 30 };
export const GUEST_DAILY_CAP_MAX = 1000;

export function settingsDefaults(env?: Pick<Env, "GUEST_DAILY_CAP">): CommentSettings {
  const cap = Number(env?.GUEST_DAILY_CAP);
  return {
    ...DEFAULT_COMMENT_SETTINGS,
    guestDailyCap: Number.isInteger(cap) && cap >= 0 ? cap : DEFAULT_COMMENT_SETTINGS.guestDailyCap,
  };
}

export async function readCommentSettings(db: Database, env?: Pick<Env, "GUEST_DAILY_CAP">): Promise<CommentSettings> {
  const defaults = settingsDefaults(env);
  const rows = await db.select().from(commentSettings);
  const stored = new Map(rows.map((row) => [row.key, parseJson(row.value)]));
  const approve = stored.get("approveFirstGuestComments");
  const cap = stored.get("guestDailyCap");
  return {
    approveFirstGuestComments: typeof approve === "boolean" ? approve : defaults.approveFirstGuestComments,
    guestDailyCap:
      typeof cap === "number" && Number.isInteger(cap) && cap >= 0 && cap <= GUEST_DAILY_CAP_MAX
        ? cap
        : defaults.guestDailyCap,
  };
}

export async function writeCommentSettings(db: Database, settings: Partial<CommentSettings>): Promise<void> {
  const [first, ...rest] = Object.entries(settings).map(([key, value]) => {
    const row = { key, value: JSON.stringify(value) };
    return db.insert(commentSettings).values(row).onConflictDoUpdate({ target: commentSettings.key, set: row });
  });
  if (first) await db.batch([first, ...rest]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function clientHash(secret: string | undefined, client: string): Promise<string> {
  return keyedHash(secret, `comment-client:${client}`);
}

export interface ClientHashes {
  clientHash: string;
  /** An IPv6 client's /48; null for IPv4. */
  networkHash: string | null;
}

export async function clientHashes(secret: string | undefined, client: string): Promise<ClientHashes> {
  const network = networkGroup(client);
  return {
    clientHash: await clientHash(secret, client),
    networkHash: network ? await clientHash(secret, network) : null,
  };
}

// The look-alike skeleton without spaces, punctuation or symbols, so a block on "Spamer Jan" also stops "Spamer.Jan"
// and "SpamerJan". A name of punctuation alone keeps its skeleton.
function nameBlockKey(name: string): string {
  const skeleton = nameSkeleton(name);
  return skeleton.replace(/[\p{P}\p{S}\s]/gu, "") || skeleton;
}

/** What a block of each kind matches; a guest name by its look-alike skeleton, so "Jan" blocks "JAN" and "Јan". */
export function blockTarget(kind: BlockKind, value: string | number): string {
  return kind === "name" ? nameBlockKey(String(value)) : String(value);
}

export interface BlockSubject {
  guestName?: string;
  clientHash: string;
  networkHash?: string | null;
  userId?: number;
}

/** Blocks in force against an author, as a condition, so a post can be refused inside its own statement. */
export function blockInForce(subject: BlockSubject, now: number): SQL {
  const clients = subject.networkHash ? [subject.clientHash, subject.networkHash] : [subject.clientHash];
  const matches: SQL[] = [and(eq(commentBlocks.kind, "client"), inArray(commentBlocks.target, clients))!];
  if (subject.guestName !== undefined) {
    // Blocks made before punctuation was folded stored the plain skeleton.
    const targets = [...new Set([blockTarget("name", subject.guestName), nameSkeleton(subject.guestName)])];
    matches.push(and(eq(commentBlocks.kind, "name"), inArray(commentBlocks.target, targets))!);
  }
  if (subject.userId !== undefined) {
    matches.push(and(eq(commentBlocks.kind, "user"), eq(commentBlocks.target, blockTarget("user", subject.userId)))!);
  }
  return and(or(...matches), gt(commentBlocks.until, new Date(now)), isNull(commentBlocks.liftedAt))!;
}

export async function activeBlock(
  db: Database,
  subject: BlockSubject,
  now = Date.now(),
): Promise<typeof commentBlocks.$inferSelect | undefined> {
  return db.select().from(commentBlocks).where(blockInForce(subject, now)).orderBy(desc(commentBlocks.until)).get();
}

function storedSetting(key: keyof CommentSettings): SQL {
  return sql`(SELECT ${commentSettings.value} FROM ${commentSettings} WHERE ${commentSettings.key} = ${key})`;
}

/** readCommentSettings in SQL: a stored value that is not valid JSON of the right type reads as the default. */
export function settingsSql(defaults: CommentSettings): { approveFirst: SQL; dailyCap: SQL } {
  const approve = storedSetting("approveFirstGuestComments");
  const cap = storedSetting("guestDailyCap");
  return {
    approveFirst: sql`coalesce(CASE WHEN json_valid(${approve}) THEN CASE json_type(${approve}) WHEN 'true' THEN 1 WHEN 'false' THEN 0 END END, ${defaults.approveFirstGuestComments ? 1 : 0})`,
    dailyCap: sql`coalesce(CASE WHEN json_valid(${cap}) THEN CASE WHEN json_type(${cap}) = 'integer' AND CAST(${cap} AS INTEGER) BETWEEN 0 AND ${GUEST_DAILY_CAP_MAX} THEN CAST(${cap} AS INTEGER) END END, ${defaults.guestDailyCap})`,
  };
}
