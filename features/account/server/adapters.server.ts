import { redirect } from "react-router";
import type { ApiHandler, ApiRequest } from "#app/lib/api.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import { hasSecret } from "#app/lib/client.server.ts";
import type { IntentRequest, IntentTable } from "#app/lib/page-action.server.ts";
import { limitClientTiers, limitFromEnv } from "#app/lib/rate-limit.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { RETURN_PARAM, returnPath } from "#app/lib/return-path.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";
import {
  ACCOUNT_INTENTS,
  ACCOUNT_MESSAGES,
  AccountDeletionSchema,
  CONFIRM_MESSAGES,
  ConfirmEmailSchema,
  EXPORT_FILE_NAME,
  LoginSchema,
  MESSAGES,
  NewPasswordSchema,
  PasswordChangeSchema,
  RESET_INTENTS,
  RESET_MESSAGES,
  ResetRequestSchema,
  type AccountUser,
} from "../model.ts";
import {
  endEverySession,
  eraseAccount,
  exportAccountData,
  passwordMatches,
  registerAccount,
  setPassword,
  signIn,
  type OwnedContent,
} from "./accounts.server.ts";
import { requireUser } from "./guards.server.ts";
import { devicesRevokedAt, findConfirmedAccount, findUserByLogin, isEmailConfirmed } from "./users.server.ts";
import { authLimit, loginFailuresKey, loginGuard, loginNetworksKey } from "./login-limits.server.ts";
import {
  destroySession,
  readSession,
  refreshSession,
  SESSION_COOKIE,
  sessionCookie,
  sessionsPerAccount,
  setRequestSession,
  type SessionRead,
  type SessionRecord,
} from "./session.server.ts";
import { confirmEmail, sendConfirmationLink } from "./email-confirmation.server.ts";
import { sendResetLink, setNewPassword, type ResetMail } from "./password-reset.server.ts";
import { isCommonPassword } from "./common-passwords.server.ts";
import { nameSkeleton } from "./skeleton.server.ts";
import { CLEARED_DEVICE_COOKIE, deviceCookie, isTrustedDevice } from "./trusted-device.server.ts";

type Input = Record<string, unknown>;

const CLEARED_COOKIE = sessionCookie(null, 0);

// Every spelling, letter case and look-alike of a login shares one counter.
function loginKey(value: unknown): string {
  return typeof value === "string" ? nameSkeleton(value.normalize("NFC").slice(0, 64)) : "";
}

const signedIn = (tools: RequestScope) => requireUser(tools);

/** Accounts one client may open: a family or a class behind one address fits, a script making hundreds does not. */
export function registrationCaps(env: Env) {
  return {
    hourly: { limit: limitFromEnv(env.REGISTRATIONS_HOURLY, 20), windowMs: 60 * 60_000 },
    daily: { limit: limitFromEnv(env.REGISTRATIONS_DAILY, 50), windowMs: 24 * 60 * 60_000 },
  };
}

async function registration(tools: RequestScope, input: Input) {
  tools.changes.nothing();
  // The client (and its /48) first, so a client over its limit cannot fill the table with keys.
  await limitClientTiers(tools, "register", authLimit(tools.env));
  const caps = registrationCaps(tools.env);
  await limitClientTiers(tools, "register-hour", caps.hourly, REFUSALS.registrationsCapped);
  await limitClientTiers(tools, "register-day", caps.daily, REFUSALS.registrationsCapped);
  const folded = loginKey(input.login);
  if (folded) await tools.limit([`register:login:${folded}`], authLimit(tools.env));
  const result = await registerAccount(tools.db, input);
  if (result.ok) {
    const account = await findUserByLogin(tools.db, result.login);
    if (account) await mailConfirmationLink(tools.env, account);
    return { login: result.login, email: result.email };
  }
  if ("message" in result) throw new HttpError(400, result.message);
  throw new HttpError(409, MESSAGES.accountExists);
}

// A failing mail service or a missing secret keeps the account: "Wyślij link potwierdzający" on /Konto tries again.
async function mailConfirmationLink(env: Env, account: { id: number; login: string; email: string }) {
  if (!hasSecret(env.SESSION_SECRET)) return;
  const mail = { secret: env.SESSION_SECRET, siteUrl: env.SITE_URL, siteName: env.SITE_NAME, mailer: env.SEND_EMAIL };
  await sendConfirmationLink(mail, account).catch((error: unknown) => {
    console.error("Confirmation mail failed", error instanceof Error ? error.message : String(error));
  });
}

// As many as the reset's: more would let anyone signed in fill a stranger's mailbox.
export const CONFIRMATION_MAILS_POLICY = { limit: 3, windowMs: 60 * 60_000 } as const;

async function confirmationResend(tools: RequestScope): Promise<{ message: string }> {
  tools.changes.nothing();
  const session = await signedIn(tools);
  if (session.emailConfirmed) throw new HttpError(409, CONFIRM_MESSAGES.alreadyConfirmed);
  // Its owner confirmed it on another account: this one may not keep mailing them.
  if (await isEmailConfirmed(tools.db, session.email)) throw new HttpError(409, CONFIRM_MESSAGES.taken);
  if (!hasSecret(tools.env.SESSION_SECRET)) throw new HttpError(503, REFUSALS.unavailable);
  await tools.limit([`email-confirmation:user:${session.userId}`], CONFIRMATION_MAILS_POLICY);
  await mailConfirmationLink(tools.env, { id: session.userId, login: session.login, email: session.email });
  return { message: CONFIRM_MESSAGES.sent };
}

async function emailConfirmation(tools: RequestScope, input: Input): Promise<{ login: string }> {
  tools.changes.nothing();
  const { token } = parseInput(ConfirmEmailSchema, { token: input.token });
  const secret = tools.env.SESSION_SECRET;
  if (!hasSecret(secret)) throw new HttpError(503, REFUSALS.unavailable);
  await tools.limit([`email-confirmation:client:${tools.client}`], authLimit(tools.env));
  const result = await confirmEmail(tools.db, secret, token);
  if (result.ok) return { login: result.login };
  if (result.reason === "expired") throw new HttpError(410, CONFIRM_MESSAGES.linkExpired);
  if (result.reason === "taken") throw new HttpError(409, CONFIRM_MESSAGES.taken);
  throw new HttpError(400, CONFIRM_MESSAGES.linkInvalid);
}

const LOGIN_UNAVAILABLE = "Logowanie jest chwilowo niedostępne";

type LogIn = { ok: true; login: string; admin: boolean; cookies: string[] } | { ok: false };

async function logIn(tools: RequestScope, input: Input): Promise<LogIn> {
  const { request, env, db } = tools;
  tools.changes.nothing();
  // Before anything is counted: without its secret the site can neither check nor start a session.
  if (!hasSecret(env.SESSION_SECRET)) throw new HttpError(503, LOGIN_UNAVAILABLE);
  const credentials = parseInput(LoginSchema, { login: input.login, password: input.password });
  const key = loginKey(credentials.login);
  const revokedAt = await devicesRevokedAt(db, credentials.login);
  const guard = loginGuard(tools, key, { revokedAt });
  await guard.admit({ trustedDevice: await isTrustedDevice(request, env.SESSION_SECRET, key, revokedAt) });
  const previous = await readSession(request, db, env.SESSION_SECRET);
  const result = await signIn(db, env.SESSION_SECRET, credentials, previous, sessionsPerAccount(env));
  if (!result.ok && result.reason === "bad-credentials") return { ok: false };
  await guard.succeeded();
  if (!result.ok) throw new HttpError(503, LOGIN_UNAVAILABLE);
  const cookies = [result.cookie];
  const device = await deviceCookie(env.SESSION_SECRET, key);
  if (device) cookies.push(device);
  return { ok: true, login: result.user.login, admin: result.user.admin, cookies };
}

async function logOut({ request, env, db, changes }: RequestScope): Promise<void> {
  changes.nothing();
  await destroySession(db, await readSession(request, db, env.SESSION_SECRET));
}

// Counted per user before the check, so a stolen session guesses no faster than the login form allows.
async function confirmPassword(tools: RequestScope, session: SessionRecord, password: string): Promise<void> {
  await tools.limit([`account:user:${session.userId}`], authLimit(tools.env));
  if (!(await passwordMatches(tools.db, session.userId, password))) {
    throw new HttpError(403, ACCOUNT_MESSAGES.wrongPassword);
  }
}

async function passwordChange(tools: RequestScope, input: Input): Promise<void> {
  tools.changes.nothing();
  const session = await signedIn(tools);
  const { currentPassword, newPassword } = parseInput(PasswordChangeSchema, {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  await confirmPassword(tools, session, currentPassword);
  if (newPassword === currentPassword) throw new HttpError(400, ACCOUNT_MESSAGES.samePassword);
  if (isCommonPassword(newPassword)) throw new HttpError(400, MESSAGES.passwordCommon, undefined, "newPassword");
  await setPassword(tools.db, session, newPassword);
}

async function everySessionEnd(tools: RequestScope): Promise<void> {
  tools.changes.nothing();
  const session = await signedIn(tools);
  await endEverySession(tools.db, session.userId);
}

async function deletion(tools: RequestScope, input: Input, owned: readonly OwnedContent[]): Promise<void> {
  const session = await signedIn(tools);
  const { password } = parseInput(AccountDeletionSchema, { password: input.password });
  if (session.admin) throw new HttpError(403, ACCOUNT_MESSAGES.adminKept);
  await confirmPassword(tools, session, password);
  await eraseAccount(tools.db, session.userId, owned);
}

export const register: ApiHandler = async (api) => json(await registration(api, await api.body()), { status: 201 });

export const logInApi: ApiHandler = async (api) => {
  const result = await logIn(api, await api.body());
  if (!result.ok) return json({ verify: false, error: MESSAGES.badCredentials }, { status: 401 });
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("set-cookie", cookie);
  return json({ verify: true, login: result.login, admin: result.admin }, { headers });
};

export async function verify({ request, env, db }: ApiRequest): Promise<Response> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  const { user, headers } = await loadAccountUser(request, { session, unknown: false }, { env, db });
  if (!user) return json({ verify: false }, { headers });
  return json({ verify: true, login: user.login, email: user.email, admin: user.admin }, { headers });
}

// Signing out, everywhere or by deleting the account, clears the device cookie too: it names the login.
const SIGNED_OUT_COOKIES = [CLEARED_COOKIE, CLEARED_DEVICE_COOKIE] as const;

function sessionEnded(): Response {
  const headers = new Headers();
  for (const cookie of SIGNED_OUT_COOKIES) headers.append("set-cookie", cookie);
  return new Response(null, { status: 204, headers });
}

export const logOutApi: ApiHandler = async (api) => {
  await logOut(api);
  return sessionEnded();
};

export const changePassword: ApiHandler = async (api) => {
  await passwordChange(api, await api.body());
  return json({ changed: true });
};

export const endAllSessions: ApiHandler = async (api) => {
  await everySessionEnd(api);
  return sessionEnded();
};

export function exportAccount(owned: readonly OwnedContent[]): ApiHandler {
  return async (api) => {
    const session = await signedIn(api);
    const data = await exportAccountData(api.db, session.userId, owned);
    if (!data) throw new HttpError(401, REFUSALS.signIn);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${EXPORT_FILE_NAME}"`,
      },
    });
  };
}

export function deleteAccount(owned: readonly OwnedContent[]): ApiHandler {
  return async (api) => {
    await deletion(api, await api.body(), owned);
    return sessionEnded();
  };
}

// Only a document POST renders the page in this request: it shows the session this action started or ended.
async function showSession(intent: IntentRequest, cookie: string | null): Promise<void> {
  const { request, db, env, context, document } = intent;
  if (!document) return;
  if (!cookie) return setRequestSession(context, null);
  const next = new Request(request.url, { headers: { cookie: cookie.split(";")[0]! } });
  setRequestSession(context, await readSession(next, db, env.SESSION_SECRET));
}

async function ended(intent: IntentRequest): Promise<null> {
  for (const cookie of SIGNED_OUT_COOKIES) intent.headers.append("set-cookie", cookie);
  await showSession(intent, null);
  return null;
}

/** Without JavaScript the browser does not compare the repeated password: the page's action does. */
function repeated(fields: Record<string, string>, name: string, message: string): void {
  if (fields.repeat !== undefined && fields.repeat !== fields[name]) {
    throw new HttpError(400, message, undefined, "repeat");
  }
}

export function accountIntents(owned: readonly OwnedContent[]) {
  return {
    [ACCOUNT_INTENTS.login]: async (intent) => {
      const result = await logIn(intent, intent.fields);
      if (!result.ok) throw new HttpError(401, MESSAGES.badCredentials);
      for (const cookie of result.cookies) intent.headers.append("set-cookie", cookie);
      // Only a path of this site is followed, so the link cannot send anyone elsewhere.
      const back = returnPath(intent.fields[RETURN_PARAM]);
      if (back) throw redirect(back, { status: 303, headers: intent.headers });
      await showSession(intent, result.cookies[0]!);
      return { login: result.login, admin: result.admin };
    },
    [ACCOUNT_INTENTS.register]: (intent) => {
      repeated(intent.fields, "password", MESSAGES.passwordsDiffer);
      return registration(intent, intent.fields);
    },
    [ACCOUNT_INTENTS.logout]: async (intent) => {
      await logOut(intent);
      return ended(intent);
    },
    [ACCOUNT_INTENTS.password]: async (intent) => {
      repeated(intent.fields, "newPassword", ACCOUNT_MESSAGES.repeatDiffers);
      await passwordChange(intent, intent.fields);
      return { changed: true };
    },
    [ACCOUNT_INTENTS.endSessions]: async (intent) => {
      await everySessionEnd(intent);
      return ended(intent);
    },
    [ACCOUNT_INTENTS.delete]: async (intent) => {
      await deletion(intent, intent.fields, owned);
      return ended(intent);
    },
    [ACCOUNT_INTENTS.confirmationLink]: (intent) => confirmationResend(intent),
    [ACCOUNT_INTENTS.confirm]: (intent) => emailConfirmation(intent, intent.fields),
  } satisfies IntentTable;
}

export async function loadAccountUser(
  request: Request,
  { session, unknown }: SessionRead,
  { env, db }: Pick<RequestScope, "env" | "db">,
): Promise<{ user: AccountUser | null; headers: Headers }> {
  const headers = new Headers();
  if (!session) {
    if (!unknown && request.headers.get("cookie")?.includes(`${SESSION_COOKIE}=`)) {
      headers.set("set-cookie", CLEARED_COOKIE);
    }
    return { user: null, headers };
  }
  if (session.needsRefresh) {
    const cookie = await refreshSession(db, env.SESSION_SECRET, session).catch(() => null);
    if (cookie) headers.set("set-cookie", cookie);
  }
  const { login, email, emailConfirmed, admin } = session;
  return { user: { login, email, emailConfirmed, admin }, headers };
}

// A few links an hour per account: more would let anyone fill a stranger's mailbox.
export const RESET_MAILS_POLICY = { limit: 3, windowMs: 60 * 60_000 } as const;
const RESET_UNAVAILABLE = "Zmiana hasła przez e-mail jest chwilowo niedostępna";

function resetMail(env: Env): ResetMail {
  const secret = env.SESSION_SECRET;
  if (!hasSecret(secret)) throw new HttpError(503, RESET_UNAVAILABLE);
  return { secret, siteUrl: env.SITE_URL, siteName: env.SITE_NAME, mailer: env.SEND_EMAIL };
}

// Whatever happens after the input is read (no such account, its hour's links used up, a failing mail service), the
// answer is the same, so it tells nobody whether a login or an address has an account.
async function resetRequest(tools: RequestScope, input: Input): Promise<{ message: string }> {
  tools.changes.nothing();
  const { login } = parseInput(ResetRequestSchema, { login: input.login });
  const mail = resetMail(tools.env);
  await tools.limit([`password-reset:client:${tools.client}`], authLimit(tools.env));
  const account = await findConfirmedAccount(tools.db, login);
  if (account && (await tools.limiter.hit(`password-reset:user:${account.id}`, RESET_MAILS_POLICY)).allowed) {
    await sendResetLink(tools.db, mail, account).catch((error: unknown) => {
      console.error("Password reset mail failed", error instanceof Error ? error.message : String(error));
    });
  }
  return { message: RESET_MESSAGES.sent };
}

async function newPassword(tools: RequestScope, input: Input): Promise<{ login: string }> {
  tools.changes.nothing();
  const { token, newPassword: password } = parseInput(NewPasswordSchema, {
    token: input.token,
    newPassword: input.newPassword,
  });
  const { secret } = resetMail(tools.env);
  await tools.limit([`password-reset:client:${tools.client}`], authLimit(tools.env));
  if (isCommonPassword(password)) throw new HttpError(400, MESSAGES.passwordCommon, undefined, "newPassword");
  const result = await setNewPassword(tools.db, secret, token, password);
  if (result.ok) {
    // The owner's own way back in: strangers' failures no longer delay the login anywhere.
    const key = loginKey(result.login);
    await Promise.all([tools.limiter.clear(loginFailuresKey(key)), tools.limiter.clear(loginNetworksKey(key))]);
    return { login: result.login };
  }
  if (result.reason === "expired") throw new HttpError(410, RESET_MESSAGES.linkExpired);
  throw new HttpError(400, RESET_MESSAGES.linkInvalid);
}

export const requestPasswordReset: ApiHandler = async (api) =>
  json(await resetRequest(api, await api.body()), { status: 202 });

export const finishPasswordReset: ApiHandler = async (api) =>
  json({ changed: true, ...(await newPassword(api, await api.body())) });

export const resetIntents = {
  [RESET_INTENTS.request]: (intent) => resetRequest(intent, intent.fields),
  [RESET_INTENTS.reset]: (intent) => {
    repeated(intent.fields, "newPassword", ACCOUNT_MESSAGES.repeatDiffers);
    return newPassword(intent, intent.fields);
  },
} satisfies IntentTable;
