import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { data, type ActionFunction } from "react-router";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import {
  ACCOUNT_INTENTS,
  ACCOUNT_MESSAGES,
  CONFIRM_MESSAGES,
  MESSAGES,
  type AccountUser,
  type SessionUser,
} from "../model.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { postedFields } from "#tests/setup/page-stub.tsx";

/** An account the fake server knows. */
export interface FakeAccount {
  login: string;
  email: string;
  password: string;
  admin: boolean;
  emailConfirmed?: boolean;
}

export function buildAccount(overrides: Partial<FakeAccount> = {}): FakeAccount {
  return { login: "kasia_modelarka", email: "kasia@example.com", password: "tajne-haslo", admin: false, ...overrides };
}

export const adminAccount = buildAccount({ login: "admin", email: "admin@example.com", admin: true });

export function sessionUserOf(account: FakeAccount): SessionUser {
  return { login: account.login, admin: account.admin };
}

export function accountUserOf(account: FakeAccount): AccountUser {
  return {
    login: account.login,
    email: account.email,
    emailConfirmed: account.emailConfirmed ?? true,
    admin: account.admin,
  };
}

export interface FakeAccountServerOptions {
  accounts?: FakeAccount[];
  /** The login whose session cookie the browser holds at the start. */
  loggedIn?: string;
  /** Every request fails as if the network were down. */
  offline?: boolean;
  /** Answers take this long, so a story or test can see the busy state. */
  delayMs?: number;
  /** After a successful login the session is not kept (a browser that refuses cookies). */
  dropsCookie?: boolean;
  /** Registration is refused with 429, as the rate limit does. */
  rateLimited?: boolean;
}

export interface FakeAccountServer {
  fetch: typeof fetch;
  /** `/Konto`'s action as the server answers its forms, behind the page's own `clientAction`. */
  action: ActionFunction;
  /** Every request the panel made: `METHOD path` with the body (JSON or the form's fields) and a form's intent. */
  requests: { method: string; path: string; body: unknown; intent?: string }[];
  accounts: FakeAccount[];
  /** The login of the current session, or null. */
  session: () => string | null;
  /** From now on every request fails as if the network were down. */
  goOffline: () => void;
  /** What the root loader reads from the session cookie: the page's loader in tests and stories. */
  pageLoader: () => { user: AccountUser | null };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The JSON endpoint each form's intent does the same as. */
const INTENT_ENDPOINTS: Record<string, [string, string]> = {
  [ACCOUNT_INTENTS.login]: ["POST", "/api/users/verify"],
  [ACCOUNT_INTENTS.register]: ["POST", "/api/users"],
  [ACCOUNT_INTENTS.logout]: ["POST", "/api/users/logout"],
  [ACCOUNT_INTENTS.password]: ["POST", "/api/users/password"],
  [ACCOUNT_INTENTS.endSessions]: ["DELETE", "/api/users/sessions"],
  [ACCOUNT_INTENTS.delete]: ["DELETE", "/api/users/me"],
  [ACCOUNT_INTENTS.confirmationLink]: ["POST", "/Konto#potwierdzenie"],
};

/**
 * A stand-in for the `/api/users…` endpoints and `/Konto`'s action with the server's answers (status codes, Polish messages),
 * holding accounts and one session in memory, so stories and component tests never touch the network.
 */
export function createFakeAccountServer(options: FakeAccountServerOptions = {}): FakeAccountServer {
  const accounts = [...(options.accounts ?? [buildAccount(), adminAccount])];
  let session: string | null = options.loggedIn ?? null;
  let offline = options.offline ?? false;
  const requests: FakeAccountServer["requests"] = [];
  const find = (login: string) => accounts.find((account) => account.login.toLowerCase() === login.toLowerCase());

  const handle = (method: string, path: string, body: Record<string, unknown>): Response => {
    if (method === "POST" && path === "/api/users") {
      if (options.rateLimited) return json({ error: "Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie." }, 429);
      const { login, email, password } = body as Record<string, string>;
      const taken = accounts.some(
        (account) =>
          account.login.toLowerCase() === login?.toLowerCase() || account.email.toLowerCase() === email?.toLowerCase(),
      );
      if (taken) return json({ error: MESSAGES.accountExists }, 409);
      accounts.push({ login: login!, email: email!, password: password!, admin: false });
      return json({ login, email }, 201);
    }
    if (method === "POST" && path === "/api/users/verify") {
      const account = find(String(body.login ?? ""));
      if (!account || account.password !== body.password)
        return json({ verify: false, error: MESSAGES.badCredentials }, 401);
      session = options.dropsCookie ? null : account.login;
      return json({ verify: true, login: account.login, admin: account.admin });
    }
    if (method === "GET" && path === "/api/users/verify") {
      const account = session ? find(session) : undefined;
      return account
        ? json({ verify: true, login: account.login, email: account.email, admin: account.admin })
        : json({ verify: false });
    }
    if (method === "POST" && path === "/api/users/logout") {
      session = null;
      return new Response(null, { status: 204 });
    }
    const own = session ? find(session) : undefined;
    const isOwnData = ["/api/users/password", "/api/users/sessions", "/api/users/me", "/Konto#potwierdzenie"];
    if (isOwnData.includes(path) && !own) return json({ error: REFUSALS.signIn }, 401);
    if (method === "POST" && path === "/Konto#potwierdzenie") {
      if (own!.emailConfirmed !== false) return json({ error: CONFIRM_MESSAGES.alreadyConfirmed }, 409);
      return json({ message: CONFIRM_MESSAGES.sent }, 202);
    }
    if (method === "DELETE" && path === "/api/users/sessions") {
      session = null;
      return new Response(null, { status: 204 });
    }
    if (method === "POST" && path === "/api/users/password") {
      if (body.currentPassword !== own!.password) return json({ error: ACCOUNT_MESSAGES.wrongPassword }, 403);
      own!.password = String(body.newPassword);
      return json({ changed: true });
    }
    if (method === "DELETE" && path === "/api/users/me") {
      if (own!.admin) return json({ error: ACCOUNT_MESSAGES.adminKept }, 403);
      if (body.password !== own!.password) return json({ error: ACCOUNT_MESSAGES.wrongPassword }, 403);
      accounts.splice(accounts.indexOf(own!), 1);
      session = null;
      return new Response(null, { status: 204 });
    }
    return json({ error: "Nie znaleziono" }, 404);
  };

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://x");
    const method = (init?.method ?? "GET").toUpperCase();
    const body: Record<string, unknown> = typeof init?.body === "string" ? JSON.parse(init.body) : {};
    requests.push({ method, path: url.pathname, body });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (init?.signal?.aborted) throw new DOMException("Aborted", "AbortError");
    if (offline) throw new TypeError("Failed to fetch");
    return handle(method, url.pathname, body);
  };

  const pageLoader = () => {
    const account = session ? find(session) : undefined;
    return { user: account ? accountUserOf(account) : null };
  };

  const serverAction: ActionFunction = async ({ request }) => {
    const fields = await postedFields(request);
    const { intent = "", ...body } = fields;
    requests.push({ method: "POST", path: new URL(request.url).pathname, body, intent });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (offline) throw new TypeError("Failed to fetch");
    const [method, path] = INTENT_ENDPOINTS[intent] ?? ["POST", "/nieznana"];
    const response = handle(method, path, body);
    const answer: unknown = response.status === 204 ? null : await response.json();
    const result: ActionAnswer = response.ok
      ? { intent, ok: true, data: answer }
      : {
          intent,
          ok: false,
          status: response.status,
          error: (answer as { error: string }).error,
          values: Object.fromEntries(Object.entries(fields).filter(([name]) => !/password|hasło/i.test(name))),
        };
    return data(result, { status: response.status === 204 || response.ok ? 200 : response.status });
  };
  const action: ActionFunction = (args) =>
    answerOffline({ request: args.request, serverAction: async () => serverAction(args) as never });

  return {
    fetch: fakeFetch,
    action,
    requests,
    accounts,
    session: () => session,
    goOffline: () => {
      offline = true;
    },
    pageLoader,
  };
}
