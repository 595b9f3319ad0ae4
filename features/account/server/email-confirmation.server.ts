import { and, eq } from "drizzle-orm";
import { keyedHash } from "#app/lib/client.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { siteMailer } from "#app/lib/mail.server.ts";
import { signToken, verifyToken } from "#app/lib/signed-token.server.ts";
import { CONFIRM_LINK_DAYS, CONFIRM_PARAM } from "../model.ts";
import type { ResetMail } from "./password-reset.server.ts";
import { users } from "./tables.server.ts";
import { isUniqueViolation } from "./users.server.ts";
import { countNoun, NOUNS } from "#app/lib/plural.ts";

const PURPOSE = "email-confirmation";
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60_000;

interface ConfirmClaims {
  sub: number;
  /** A keyed hash of the address the link was sent to, so it confirms that address and no other. */
  em: string;
  exp: number;
}

const addressMark = (secret: string, email: string) => keyedHash(secret, `email-confirmation:${email}`);

export async function confirmationLink(
  secret: string,
  siteUrl: string,
  account: { id: number; email: string },
  now = Date.now(),
): Promise<string> {
  const token = await signToken(secret, PURPOSE, {
    sub: account.id,
    em: await addressMark(secret, account.email),
    exp: now + CONFIRM_LINK_MS,
  });
  return `${new URL(siteUrl).origin}/Konto?${CONFIRM_PARAM}=${token}`;
}

function confirmationMailText(login: string, link: string, siteName: string): string {
  return [
    "Dzień dobry,",
    "",
    `ten adres podano przy koncie „${login}” na stronie ${siteName}. Jeśli to Twoje konto, potwierdź adres tutaj:`,
    "",
    link,
    "",
    `Link działa przez ${countNoun(CONFIRM_LINK_DAYS, NOUNS.day)}. Dopóki adres nie jest potwierdzony, nie wyślę na niego linku do nowego hasła.`,
    "",
    "Jeśli to nie Ty, po prostu zignoruj tę wiadomość.",
    "",
  ].join("\n");
}

export async function sendConfirmationLink(
  mail: ResetMail,
  account: { id: number; login: string; email: string },
  now = Date.now(),
): Promise<void> {
  const mailer = siteMailer(mail.mailer, mail.siteUrl);
  const link = await confirmationLink(mail.secret, mailer.origin, account, now);
  await mailer.send({
    from: { name: mail.siteName, mailbox: "konto" },
    to: account.email,
    subject: `Potwierdź adres e-mail na stronie ${mail.siteName}`,
    text: confirmationMailText(account.login, link, mail.siteName),
  });
}

export type EmailConfirmation = { ok: true; login: string } | { ok: false; reason: "invalid" | "expired" | "taken" };

/** The unique index over confirmed addresses decides: of two accounts with one address, the first to confirm keeps it. */
export async function confirmEmail(
  db: Database,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<EmailConfirmation> {
  const checked = await verifyToken<ConfirmClaims>(secret, PURPOSE, token, now);
  if (!checked.ok) return { ok: false, reason: checked.reason === "expired" ? "expired" : "invalid" };
  const { sub, em } = checked.payload;
  if (typeof sub !== "number" || typeof em !== "string") return { ok: false, reason: "invalid" };
  const row = await db
    .select({ login: users.login, email: users.email, unconfirmedSince: users.emailUnconfirmedSince })
    .from(users)
    .where(eq(users.id, sub))
    .get();
  if (!row || (await addressMark(secret, row.email)) !== em) return { ok: false, reason: "invalid" };
  if (row.unconfirmedSince === null) return { ok: true, login: row.login };
  try {
    await db
      .update(users)
      .set({ emailUnconfirmedSince: null })
      .where(and(eq(users.id, sub), eq(users.email, row.email)));
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
  return { ok: true, login: row.login };
}
