import { and, eq } from "drizzle-orm";
import { keyedHash } from "#app/lib/client.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { siteMailer } from "#app/lib/mail.server.ts";
import { signToken, verifyToken } from "#app/lib/signed-token.server.ts";
import { NEW_PASSWORD_PATH, RESET_LINK_MINUTES } from "../model.ts";
import { hashPassword } from "./password.server.ts";
import { endUserSessions } from "./session.server.ts";
import { users } from "./tables.server.ts";
import { revokeDevices } from "./users.server.ts";

const PURPOSE = "password-reset";
export const RESET_LINK_MS = RESET_LINK_MINUTES * 60_000;

export interface ResetMail {
  secret: string;
  siteUrl: string;
  siteName: string;
  mailer: SendEmail | undefined;
}

interface ResetClaims {
  sub: number;
  /** A keyed hash of the password hash the link was made for: a new password, by this link or any other way, spends it. */
  pw: string;
  exp: number;
}

const passwordMark = (secret: string, passwordHash: string) => keyedHash(secret, `password-reset:${passwordHash}`);

export async function resetLink(db: Database, secret: string, siteUrl: string, userId: number, now = Date.now()) {
  const row = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  if (!row) return null;
  const token = await signToken(secret, PURPOSE, {
    sub: userId,
    pw: await passwordMark(secret, row.hash),
    exp: now + RESET_LINK_MS,
  });
  return `${new URL(siteUrl).origin}${NEW_PASSWORD_PATH}?t=${token}`;
}

function resetMailText(login: string, link: string, siteName: string): string {
  return [
    "Dzień dobry,",
    "",
    `ktoś – mam nadzieję, że Ty – poprosił o nowe hasło do konta „${login}” na stronie ${siteName}. Nowe hasło ustawisz tutaj:`,
    "",
    link,
    "",
    "Link działa przez godzinę i tylko raz. Po ustawieniu nowego hasła zakończę wszystkie sesje tego konta, także na innych urządzeniach.",
    "",
    "Jeśli to nie Ty, po prostu zignoruj tę wiadomość: hasło zostanie bez zmian.",
    "",
  ].join("\n");
}

/** Sends the link to the account's own address; an unknown login or address sends nothing and says the same. */
export async function sendResetLink(
  db: Database,
  mail: ResetMail,
  account: { id: number; login: string; email: string },
  now = Date.now(),
): Promise<void> {
  const mailer = siteMailer(mail.mailer, mail.siteUrl);
  const link = await resetLink(db, mail.secret, mailer.origin, account.id, now);
  if (!link) return;
  await mailer.send({
    from: { name: mail.siteName, mailbox: "konto" },
    to: account.email,
    subject: `Nowe hasło na stronie ${mail.siteName}`,
    text: resetMailText(account.login, link, mail.siteName),
  });
}

export type NewPassword = { ok: true; login: string } | { ok: false; reason: "invalid" | "expired" };

/** One batch sets the password and ends every session of the account, so no stolen session outlives the reset. */
export async function setNewPassword(
  db: Database,
  secret: string,
  token: string,
  newPassword: string,
  now = Date.now(),
): Promise<NewPassword> {
  const checked = await verifyToken<ResetClaims>(secret, PURPOSE, token, now);
  if (!checked.ok) return { ok: false, reason: checked.reason === "expired" ? "expired" : "invalid" };
  const { sub, pw } = checked.payload;
  if (typeof sub !== "number" || typeof pw !== "string") return { ok: false, reason: "invalid" };
  const row = await db
    .select({ login: users.login, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, sub))
    .get();
  if (!row || (await passwordMark(secret, row.hash)) !== pw) return { ok: false, reason: "invalid" };
  const { hash, salt } = await hashPassword(newPassword);
  // The old hash in the condition: of two uses of one link racing, only the first changes anything.
  const [changed] = await db.batch([
    db
      .update(users)
      .set({ passwordHash: hash, salt })
      .where(and(eq(users.id, sub), eq(users.passwordHash, row.hash)))
      .returning({ id: users.id }),
    revokeDevices(db, sub, now),
    endUserSessions(db, sub),
  ]);
  return changed.length > 0 ? { ok: true, login: row.login } : { ok: false, reason: "invalid" };
}
