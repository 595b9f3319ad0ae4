import { env } from "cloudflare:workers";

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The test's bindings with a mail binding that keeps what the worker sends, and the mails it kept. */
export function mailbox(bindings: Partial<Env> = {}): { sent: SentMail[]; env: Env } {
  const sent: SentMail[] = [];
  const mailer = {
    send(message: unknown) {
      sent.push(message as SentMail);
      return Promise.resolve({ messageId: `test-${sent.length}` });
    },
  } as unknown as SendEmail;
  return { sent, env: { ...env, SITE_URL: "https://kartonowe.test", SEND_EMAIL: mailer, ...bindings } };
}
