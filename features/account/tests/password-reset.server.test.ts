import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { createActor, newSession, PASSWORD, resetDatabase } from "#tests/security/support.ts";
import { fetchWithEnv } from "#tests/worker/with-env.ts";
import { MESSAGES, RESET_MESSAGES } from "../model.ts";
import { RESET_MAILS_POLICY } from "../server/adapters.server.ts";
import { resetLink, RESET_LINK_MS } from "../server/password-reset.server.ts";

const ORIGIN = "https://kartonowe.test";
const SITE_URL = "https://kartonowe.test";

interface SentMail {
  from: { name: string; email: string };
  to: string;
  subject: string;
  text: string;
}

let sent: SentMail[] = [];
let address = 0;
const mailer = {
  async send(message: unknown) {
    sent.push(message as SentMail);
    return { messageId: `test-${sent.length}` };
  },
} as unknown as SendEmail;

function call(path: string, body: unknown, { cookie, form = false }: { cookie?: string; form?: boolean } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, "cf-connecting-ip": `198.18.0.${++address % 250}` };
  if (cookie) headers.cookie = cookie;
  const init: RequestInit = { method: "POST", headers };
  if (form) init.body = new URLSearchParams(body as Record<string, string>);
  else {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  return fetchWithEnv(new Request(`${ORIGIN}${path}`, init), { ...env, SITE_URL, SEND_EMAIL: mailer });
}

const ask = (login: string) => call("/api/users/password-reset", { login });
const confirm = (token: string, newPassword: string) =>
  call("/api/users/password-reset/confirm", { token, newPassword });
const logIn = (login: string, password: string) => call("/api/users/verify", { login, password });

async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetchWithEnv(new Request(`${ORIGIN}/api/users/verify`, { headers: { cookie } }), env);
  return ((await response.json()) as { verify: boolean }).verify;
}

function tokenIn(mail: SentMail): string {
  const match = /https:\/\/kartonowe\.test\/Konto\/nowe-haslo\?t=([\w.-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

beforeEach(async () => {
  await resetDatabase();
  sent = [];
});

describe("asking for a link", () => {
  test("a known login, a known address and unknown ones get the same answer; only the account's address gets mail", async () => {
    await createActor("kasia");
    const answers = await Promise.all(
      ["kasia", "KASIA@example.com", "nikt", "nikt@example.com"].map(async (who) => {
        const response = await ask(who);
        return { status: response.status, body: await response.json() };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: { message: RESET_MESSAGES.sent } });
    expect(sent.map((mail) => mail.to)).toEqual(["kasia@example.com", "kasia@example.com"]);
    const [mail] = sent;
    expect(mail!.from).toEqual({ name: "Kartonowe budowle", email: "konto@kartonowe.test" });
    expect(mail!.subject).toBe("Nowe hasło na stronie Kartonowe budowle");
    expect(mail!.text).toContain("„kasia”");
    expect(mail!.text).toContain("Link działa przez godzinę i tylko raz.");
    expect(mail!.text).not.toContain(PASSWORD);
  });

  test(`an account gets at most ${RESET_MAILS_POLICY.limit} links an hour, and the answer does not change`, async () => {
    await createActor("zapominalska");
    for (let attempt = 0; attempt < RESET_MAILS_POLICY.limit + 2; attempt++) {
      const response = await ask(attempt % 2 ? "zapominalska" : "zapominalska@example.com");
      expect(response.status).toBe(202);
    }
    expect(sent).toHaveLength(RESET_MAILS_POLICY.limit);
  });

  test("one client is limited like sign-in: the 11th request within a minute gets 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await fetchWithEnv(
        new Request(`${ORIGIN}/api/users/password-reset`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": "203.0.113.9" },
          body: JSON.stringify({ login: `nikt${attempt}` }),
        }),
        { ...env, SEND_EMAIL: mailer },
      );
      statuses.push(response.status);
      if (response.status === 429) expect(await response.json()).toEqual({ error: REFUSALS.tooMany });
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
  });

  test("an empty field is a 400 with a Polish message; a failing mail service still answers the same", async () => {
    const empty = await ask("  ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: RESET_MESSAGES.whoRequired });
    await createActor("pechowiec");
    const failing = { send: () => Promise.reject(new Error("Email service unavailable")) } as unknown as SendEmail;
    const response = await fetchWithEnv(
      new Request(`${ORIGIN}/api/users/password-reset`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ login: "pechowiec" }),
      }),
      { ...env, SEND_EMAIL: failing },
    );
    expect(response.status).toBe(202);
  });
});

describe("the link", () => {
  test("sets a new password under the registration's rules and ends every session of the account", async () => {
    const kasia = await createActor("kasia");
    const other = await newSession(kasia.id);
    const neighbour = await createActor("sasiad");
    await ask("kasia");
    const token = tokenIn(sent[0]!);

    const short = await confirm(token, "1234");
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ error: MESSAGES.passwordShort });

    const done = await confirm(token, "nowe-haslo-kasi");
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ changed: true, login: "kasia" });
    expect(await signedIn(kasia.cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(neighbour.cookie)).toBe(true);
    expect((await logIn("kasia", PASSWORD)).status).toBe(401);
    expect((await logIn("kasia", "nowe-haslo-kasi")).status).toBe(200);
  });

  test("works once: a used link is refused, and so is an older link once the password changed", async () => {
    await createActor("kasia");
    await ask("kasia");
    await ask("kasia");
    const [first, second] = sent.map(tokenIn);
    expect((await confirm(first!, "pierwsze-nowe")).status).toBe(200);
    for (const token of [first!, second!]) {
      const again = await confirm(token, "drugie-nowe");
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ error: RESET_MESSAGES.linkInvalid });
    }
    expect((await logIn("kasia", "pierwsze-nowe")).status).toBe(200);
  });

  test("an hour-old link is refused with 410, a forged one with 400, and nothing changes", async () => {
    const kasia = await createActor("kasia");
    const link = await resetLink(
      createDatabase(env.DB),
      env.SESSION_SECRET,
      SITE_URL,
      kasia.id,
      Date.now() - RESET_LINK_MS - 1000,
    );
    const expired = await confirm(new URL(link!).searchParams.get("t")!, "nowe-haslo");
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: RESET_MESSAGES.linkExpired });
    const forged = await confirm("eyJzdWIiOjF9.AAAA", "nowe-haslo");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: RESET_MESSAGES.linkInvalid });
    expect(await signedIn(kasia.cookie)).toBe(true);
    expect((await logIn("kasia", PASSWORD)).status).toBe(200);
  });
});

describe("the pages work without JavaScript", () => {
  test("the request form answers on its own page; the link's page sets the password", async () => {
    await createActor("kasia");
    const asked = await call(
      "/Konto/nie-pamietam-hasla",
      { intent: "password-reset-request", login: "kasia" },
      { form: true },
    );
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("wysłałem na adres e-mail tego konta link");
    const token = tokenIn(sent[0]!);

    const page = await fetchWithEnv(new Request(`${ORIGIN}/Konto/nowe-haslo?t=${token}`), env);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<meta name="referrer" content="no-referrer"');
    expect(html).toContain(`value="${token}"`);

    const differ = await call(
      `/Konto/nowe-haslo?t=${token}`,
      { intent: "password-reset", token, newPassword: "nowe-haslo", repeat: "inne-haslo" },
      { form: true },
    );
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain("Powtórzone hasło różni się od nowego");

    const done = await call(
      `/Konto/nowe-haslo?t=${token}`,
      { intent: "password-reset", token, newPassword: "nowe-haslo", repeat: "nowe-haslo" },
      { form: true },
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Hasło zmienione. Zakończyłem wszystkie sesje tego konta");
    expect((await logIn("kasia", "nowe-haslo")).status).toBe(200);
  });

  test("the login form links to the page", async () => {
    const page = await fetchWithEnv(new Request(`${ORIGIN}/Konto`), env);
    expect(await page.text()).toMatch(/<a[^>]*href="\/Konto\/nie-pamietam-hasla"[^>]*>Nie pamiętam hasła<\/a>/);
  });
});
