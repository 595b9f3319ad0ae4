import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { countRows, newSession, resetDatabase } from "#tests/security/support.ts";
import { sendToWorker } from "#tests/worker/with-env.ts";
import { CONFIRM_MESSAGES, RESET_MESSAGES } from "../model.ts";
import { CONFIRMATION_MAILS_POLICY } from "../server/adapters.server.ts";
import { CONFIRM_LINK_MS, confirmationLink } from "../server/email-confirmation.server.ts";

const SITE_URL = "https://kartonowe.test";
const PASSWORD = "tajne-haslo-123";

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

let sent: SentMail[] = [];
const mailer = {
  async send(message: unknown) {
    sent.push(message as SentMail);
    return { messageId: `test-${sent.length}` };
  },
} as unknown as SendEmail;
const withMail = { ...env, SITE_URL, SEND_EMAIL: mailer } as Env;

function post(path: string, body: unknown, { cookie, form = false }: { cookie?: string; form?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (!form) headers["content-type"] = "application/json";
  const payload = form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body);
  return sendToWorker(path, { method: "POST", headers, body: payload }, withMail);
}

const register = (login: string, email: string) => post("/api/users", { login, email, password: PASSWORD });
/** The link's page posted without JavaScript: its status and the page it renders. */
async function confirm(token: string) {
  const answer = await post(`/Konto?potwierdz=${token}`, { intent: "account-email-confirm", token }, { form: true });
  return { status: answer.status, html: await answer.text() };
}
const resend = (cookie: string) => post("/Konto", { intent: "account-confirmation-link" }, { cookie, form: true });
const askReset = (login: string) => post("/api/users/password-reset", { login });

function tokenIn(mail: SentMail | undefined): string {
  const match = /https:\/\/kartonowe\.test\/Konto\?potwierdz=([\w.-]+)/.exec(mail?.text ?? "");
  expect(match, mail?.text).not.toBeNull();
  return match![1]!;
}

const unconfirmed = (login: string) =>
  countRows("SELECT count(*) AS n FROM users WHERE login = ? AND email_unconfirmed_since IS NOT NULL", login);

async function idOf(login: string): Promise<number> {
  return (await env.DB.prepare("SELECT id FROM users WHERE login = ?").bind(login).first<{ id: number }>())!.id;
}

beforeEach(async () => {
  await resetDatabase();
  sent = [];
});

describe("a new address", () => {
  test("gets a confirmation link by mail, and the link's page confirms it without JavaScript", async () => {
    expect((await register("ola", "ola@example.com")).status).toBe(201);
    expect(sent.map((mail) => mail.to)).toEqual(["ola@example.com"]);
    expect(sent[0]!.subject).toBe("Potwierdź adres e-mail na stronie Kartonowe budowle");
    expect(sent[0]!.text).toContain("„ola”");
    expect(sent[0]!.text).not.toContain(PASSWORD);
    expect(await unconfirmed("ola")).toBe(1);

    const page = await sendToWorker(`/Konto?potwierdz=${tokenIn(sent[0])}`, {}, withMail);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Potwierdź adres");
    // Without JavaScript the button posts to the link's own page.
    expect(html).toContain(`action="/Konto?potwierdz=${tokenIn(sent[0])}"`);
    expect(await unconfirmed("ola")).toBe(1);

    const done = await confirm(tokenIn(sent[0]));
    expect(done.status).toBe(200);
    expect(done.html).toContain(CONFIRM_MESSAGES.done);
    expect(await unconfirmed("ola")).toBe(0);
    // A second use of the link changes nothing and says the same.
    expect((await confirm(tokenIn(sent[0]))).status).toBe(200);
  });

  test("does not block a second registration; whoever confirms first keeps it, the other link is refused", async () => {
    expect((await register("pierwszy", "wspolny@example.com")).status).toBe(201);
    expect((await register("drugi", "WSPOLNY@example.com")).status).toBe(201);
    const [first, second] = sent;
    expect((await confirm(tokenIn(second))).status).toBe(200);
    const late = await confirm(tokenIn(first));
    expect(late.status).toBe(409);
    expect(late.html).toContain(CONFIRM_MESSAGES.taken);
    expect(await unconfirmed("pierwszy")).toBe(1);
    expect(await unconfirmed("drugi")).toBe(0);
    // Now confirmed, the address refuses a third account, and the loser cannot keep mailing its owner.
    const third = await register("trzeci", "wspolny@example.com");
    expect(third.status).toBe(409);
    sent = [];
    const again = await resend(await newSession(await idOf("pierwszy")));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(CONFIRM_MESSAGES.taken);
    expect(sent).toEqual([]);
  });

  test("receives no reset link until confirmed, by login or by address", async () => {
    await register("bez_potwierdzenia", "bp@example.com");
    const link = tokenIn(sent[0]);
    sent = [];
    for (const who of ["bez_potwierdzenia", "bp@example.com"]) {
      const answer = await askReset(who);
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ message: RESET_MESSAGES.sent });
    }
    expect(sent).toEqual([]);
    await confirm(link);
    await askReset("bp@example.com");
    expect(sent.map((mail) => mail.to)).toEqual(["bp@example.com"]);
    expect(sent[0]!.subject).toBe("Nowe hasło na stronie Kartonowe budowle");
  });

  test("a reset asked by an address goes to the account that confirmed it, never to an unconfirmed one", async () => {
    await register("wlasciciel", "adres@example.com");
    await confirm(tokenIn(sent[0]));
    await register("podszywacz", "adres@example.com");
    sent = [];
    await askReset("adres@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("„wlasciciel”");
  });

  test("an expired, forged or foreign link is refused and confirms nothing", async () => {
    await register("ela", "ela@example.com");
    const account = { id: await idOf("ela"), email: "ela@example.com" };
    const old = await confirmationLink(env.SESSION_SECRET, SITE_URL, account, Date.now() - CONFIRM_LINK_MS - 1000);
    const expired = await confirm(new URL(old).searchParams.get("potwierdz")!);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain(CONFIRM_MESSAGES.linkExpired);
    const otherAddress = await confirmationLink(env.SESSION_SECRET, SITE_URL, {
      ...account,
      email: "inny@example.com",
    });
    const [header, claims, signature] = tokenIn(sent[0]).split(".") as [string, string, string];
    for (const token of [
      new URL(otherAddress).searchParams.get("potwierdz")!,
      `${header}.${claims}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
      `${header}.${claims}`,
    ]) {
      const refused = await confirm(token);
      expect(refused.status, token).toBe(400);
      expect(refused.html).toContain(CONFIRM_MESSAGES.linkInvalid);
    }
    expect(await unconfirmed("ela")).toBe(1);
  });

  test("/Konto shows it unconfirmed and sends the link again, a few times an hour", async () => {
    await register("ania", "ania@example.com");
    const cookie = await newSession(await idOf("ania"));
    const page = await sendToWorker("/Konto", { headers: { cookie } }, withMail);
    expect(await page.text()).toContain(`(${CONFIRM_MESSAGES.unconfirmed})`);
    sent = [];
    for (let attempt = 0; attempt < CONFIRMATION_MAILS_POLICY.limit; attempt++) {
      const again = await resend(cookie);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain(CONFIRM_MESSAGES.sent);
    }
    expect(sent.map((mail) => mail.to)).toEqual(Array(CONFIRMATION_MAILS_POLICY.limit).fill("ania@example.com"));
    expect((await resend(cookie)).status).toBe(429);

    await confirm(tokenIn(sent[0]));
    const confirmed = await resend(cookie);
    expect(confirmed.status).toBe(409);
    expect(await confirmed.text()).toContain(CONFIRM_MESSAGES.alreadyConfirmed);
    expect(await (await sendToWorker("/Konto", { headers: { cookie } }, withMail)).text()).not.toContain(
      CONFIRM_MESSAGES.unconfirmed,
    );
  });

  test("accounts from before the confirmation, the admin's among them, count as confirmed", async () => {
    await env.DB.prepare(
      "INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES ('dawny', 'dawny@example.com', 'x', 'y', 0, 1)",
    ).run();
    expect(await unconfirmed("dawny")).toBe(0);
    expect((await register("nowy", "dawny@example.com")).status).toBe(409);
  });
});
