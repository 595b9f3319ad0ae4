import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { and, asc, eq, inArray, isNull, lt, lte } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { siteMailer } from "#app/lib/mail.server.ts";
import { unifyLineBreaks } from "#app/lib/plain-text.ts";
import { signToken, verifyToken } from "#app/lib/signed-token.server.ts";
import { formatCommentDate } from "../model.ts";
import {
  MODERATION_LINK_PATH,
  MODERATION_LINK_TOKEN,
  type LinkAction,
  type ModerationComment,
} from "../moderation-model.ts";
import { approveComment, deleteComments } from "./moderation.server.ts";
import { commentSections, type CommentSections } from "./sections.server.ts";
import { commentOutbox, comments, moderationLinkUses } from "./tables.server.ts";

const LINK_PURPOSE = "moderation-link";
/** Long enough for a weekend away from the mailbox; the page /Moderacja is there after that. */
export const LINK_LIFETIME_MS = 3 * 24 * 60 * 60_000;
/** The log's actor for actions taken through the digest's links: the signature, not a session, allowed them. */
export const LINK_ACTOR = "link z e-maila";
const DIGEST_MAX_COMMENTS = 50;
const RETRY_BASE_MS = 5 * 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;
/**
 * A row that failed this many times is not tried again; the retention job deletes it a week after it was written
 * (`KEEP.unsentOutbox` in features/privacy), so a mail service that never comes back leaves no copy for ever. The
 * backoff puts the last try about three and a half days after the first.
 */
export const DIGEST_MAX_ATTEMPTS = 20;

interface LinkPayload {
  c: number;
  a: LinkAction;
  n: string;
  exp: number;
}

export async function signModerationLink(
  secret: string,
  commentId: number,
  action: LinkAction,
  now = Date.now(),
): Promise<string> {
  const nonce = crypto.getRandomValues(new Uint8Array(12));
  const payload: LinkPayload = {
    c: commentId,
    a: action,
    n: Array.from(nonce, (byte) => byte.toString(16).padStart(2, "0")).join(""),
    exp: now + LINK_LIFETIME_MS,
  };
  return signToken(secret, LINK_PURPOSE, { ...payload });
}

export type LinkRefusal = "forged" | "expired" | "used" | "unknown-comment" | "not-held";

type CheckedLink = { ok: true; link: LinkPayload } | { ok: false; reason: "forged" | "expired" };

async function checkLink(secret: string, token: string, now: number): Promise<CheckedLink> {
  const checked = await verifyToken<LinkPayload>(secret, LINK_PURPOSE, token, now);
  if (!checked.ok) return { ok: false, reason: checked.reason === "expired" ? "expired" : "forged" };
  const { c, a, n } = checked.payload;
  if (!Number.isSafeInteger(c) || (a !== "approve" && a !== "delete") || typeof n !== "string") {
    return { ok: false, reason: "forged" };
  }
  return { ok: true, link: checked.payload };
}

export type LinkCheck =
  | { ok: true; action: LinkAction; comment: Pick<ModerationComment, "page" | "href" | "login" | "comment" | "held"> }
  | { ok: false; reason: "forged" | "expired" | "used" | "gone" };

/** What the link's page shows; reading it changes nothing, so a mail scanner's prefetch is harmless. */
export async function previewModerationLink(
  db: Database,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<LinkCheck> {
  const checked = await checkLink(secret, token, now);
  if (!checked.ok) return checked;
  const used = await db.select().from(moderationLinkUses).where(eq(moderationLinkUses.linkId, checked.link.n)).get();
  if (used) return { ok: false, reason: "used" };
  const row = await db.select().from(comments).where(eq(comments.id, checked.link.c)).get();
  if (!row) return { ok: false, reason: "gone" };
  const sections = await commentSections(db);
  return {
    ok: true,
    action: checked.link.a,
    comment: {
      page: sections.page(row.section).title,
      href: sections.commentPath(row.section, row.id),
      login: row.login,
      comment: row.body,
      held: row.status === "held",
    },
  };
}

export type LinkUse = { ok: true; action: LinkAction } | { ok: false; reason: LinkRefusal };

/** Marks the link used first (one insert wins a race), then acts; a used link never acts twice. */
export async function applyModerationLink(
  db: Database,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<LinkUse> {
  const checked = await checkLink(secret, token, now);
  if (!checked.ok) return checked;
  const { c, a, n, exp } = checked.link;
  const claimed = await db
    .insert(moderationLinkUses)
    .values({ linkId: n, usedAt: new Date(now), expiresAt: new Date(exp) })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return { ok: false, reason: "used" };
  const acted =
    a === "approve" ? await approveComment(db, LINK_ACTOR, c, now) : await deleteComments(db, LINK_ACTOR, [c], now);
  if (!acted.ok) return { ok: false, reason: acted.reason === "not-held" ? "not-held" : "unknown-comment" };
  return { ok: true, action: a };
}

/** A used link's id is needed only while the link could still verify. */
export async function sweepModerationLinks(db: Database, now = Date.now()): Promise<number> {
  const swept = await db
    .delete(moderationLinkUses)
    .where(lt(moderationLinkUses.expiresAt, new Date(now)))
    .returning({ id: moderationLinkUses.linkId });
  return swept.length;
}

export interface DigestConfig {
  to: string | undefined;
  siteName: string;
  siteUrl: string | undefined;
  secret: string;
  mailer: SendEmail | undefined;
}

export type DigestResult =
  | { state: "off" }
  | { state: "empty" }
  | { state: "sent"; comments: number }
  | { state: "failed"; comments: number; error: string };

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** Rows stored before texts were cleaned may hold any break a mail reader honours: each line of them is quoted. */
function quoted(body: string): string[] {
  return unifyLineBreaks(body)
    .split(/[\n\v\f]/)
    .map((line) => `> ${line}`);
}

// Every break, separator or control character written as `\u{…}`: a row from before names were checked could hold
// one that starts a line of its own (a fake "Zatwierdź:").
function quotedName(name: string): string {
  return name.replace(
    /[\p{C}\p{Zl}\p{Zp}]/gu,
    (character) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
}

async function digestText(
  sections: CommentSections,
  rows: readonly (typeof commentOutbox.$inferSelect)[],
  origin: string,
  secret: string,
  now: number,
): Promise<string> {
  const parts: string[] = [];
  for (const row of rows) {
    const link = async (action: LinkAction) =>
      `${origin}${MODERATION_LINK_PATH}?${MODERATION_LINK_TOKEN}=${await signModerationLink(secret, row.commentId, action, now)}`;
    const lines = [
      `${row.held ? "CZEKA NA ZATWIERDZENIE: " : ""}${quotedName(row.login)} na stronie „${quotedName(sections.page(row.section).title)}”, ${formatCommentDate(row.createdAt.toISOString())}`,
      `${origin}${sections.commentPath(row.section, row.commentId)}`,
      "",
      ...quoted(row.body),
      "",
    ];
    if (row.held) lines.push(`Zatwierdź: ${await link("approve")}`);
    lines.push(`Usuń: ${await link("delete")}`);
    parts.push(lines.join("\n"));
  }
  const footer = [
    `Każdy link działa jeden raz i przez ${countNoun(LINK_LIFETIME_MS / (24 * 60 * 60_000), NOUNS.day)}. Otwiera stronę z komentarzem, a zatwierdza go lub usuwa dopiero przycisk na tej stronie.`,
    `Wszystkie komentarze: ${origin}/Moderacja`,
  ];
  return `${parts.join("\n\n---\n\n")}\n\n---\n${footer.join("\n")}\n`;
}

/** Rows are marked sent only once the binding accepted the message; a failure only moves their next attempt. */
export async function sendCommentDigest(db: Database, config: DigestConfig, now = Date.now()): Promise<DigestResult> {
  if (!config.to) return { state: "off" };
  const due = await db
    .select()
    .from(commentOutbox)
    .where(
      and(
        isNull(commentOutbox.sentAt),
        lte(commentOutbox.nextAttemptAt, new Date(now)),
        lt(commentOutbox.attempts, DIGEST_MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(commentOutbox.createdAt), asc(commentOutbox.id))
    .limit(DIGEST_MAX_COMMENTS);
  if (due.length === 0) return { state: "empty" };
  const ids = due.map((row) => row.id);
  try {
    const mailer = siteMailer(config.mailer, config.siteUrl);
    const held = due.filter((row) => row.held).length;
    await mailer.send({
      from: { name: config.siteName, mailbox: "komentarze" },
      to: config.to,
      subject: `Nowe komentarze: ${due.length}` + (held > 0 ? `, czeka na zatwierdzenie: ${held}` : ""),
      text: await digestText(await commentSections(db), due, mailer.origin, config.secret, now),
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    // Each row backs off by its own count of attempts, so a comment that keeps failing never blocks a new one.
    const [first, ...rest] = due.map((row) =>
      db
        .update(commentOutbox)
        .set({
          attempts: row.attempts + 1,
          lastError: message,
          nextAttemptAt: new Date(now + retryDelay(row.attempts + 1)),
        })
        .where(eq(commentOutbox.id, row.id)),
    );
    await db.batch([first!, ...rest]);
    return { state: "failed", comments: due.length, error: message };
  }
  await db
    .update(commentOutbox)
    .set({ sentAt: new Date(now), lastError: null })
    .where(inArray(commentOutbox.id, ids));
  return { state: "sent", comments: due.length };
}
