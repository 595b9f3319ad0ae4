import * as v from "valibot";
import type { ApiContext, ApiRoute } from "#app/lib/edge.server.ts";
import { assertSameOrigin, clientAddress, HttpError, json, readJsonObject } from "#app/lib/http.server.ts";
import { enforceRateLimits } from "#app/lib/rate-limit.server.ts";
import { firstIssue, LoginSchema, MESSAGES, RegistrationSchema } from "../model.ts";
import {
  createSession,
  destroySession,
  MissingSecretError,
  readSession,
  refreshSession,
  sessionCookie,
} from "./session.server.ts";
import { authenticate, registerUser } from "./users.server.ts";

/** Sign-in and registration attempts per minute, per client address and per login (`AUTH_RATE_LIMIT`, default 10). */
function authLimit(env: Env) {
  const limit = Number(env.AUTH_RATE_LIMIT);
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : 10,
    windowMs: 60_000,
    message: "Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.",
  };
}

/**
 * The login as a rate-limit key: composed, trimmed and lower-cased as the login limit folds it, so one login in
 * any spelling or letter case shares one counter. Bounded like the login schema; empty for a missing login.
 */
function foldedLogin(value: unknown): string {
  return typeof value === "string" ? value.normalize("NFC").trim().toLowerCase().slice(0, 64) : "";
}

function unavailable(): HttpError {
  return new HttpError(503, "Logowanie jest chwilowo niedostępne");
}

async function register({ request, env }: ApiContext): Promise<Response> {
  assertSameOrigin(request);
  const body = await readJsonObject(request);
  // Only the known fields are read (no mass assignment); a missing one reaches its own message.
  const parsed = v.safeParse(RegistrationSchema, { login: body.login, email: body.email, password: body.password });
  // Per address and per login: many addresses trying one login are limited too. The address comes first, so an
  // address over its limit cannot fill the table with keys of made-up logins.
  const keys = [`register:ip:${clientAddress(request)}`];
  const folded = foldedLogin(body.login);
  if (folded) keys.push(`register:user:${folded}`);
  await enforceRateLimits(env.DB, keys, authLimit(env));
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.issues));
  const user = await registerUser(env.DB, parsed.output);
  if (!user) throw new HttpError(409, MESSAGES.accountExists);
  return json({ login: user.login, email: user.email }, { status: 201 });
}

async function login({ request, env }: ApiContext): Promise<Response> {
  assertSameOrigin(request);
  const body = await readJsonObject(request);
  const parsed = v.safeParse(LoginSchema, { login: body.login, password: body.password });
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.issues));
  await enforceRateLimits(
    env.DB,
    [`login:ip:${clientAddress(request)}`, `login:user:${foldedLogin(parsed.output.login)}`],
    authLimit(env),
  );
  const user = await authenticate(env.DB, parsed.output.login, parsed.output.password);
  if (!user) return json({ verify: false, error: MESSAGES.badCredentials }, { status: 401 });
  let cookie: string;
  try {
    cookie = await createSession(env.DB, env.SESSION_SECRET, user.id);
  } catch (error) {
    if (error instanceof MissingSecretError) throw unavailable();
    throw error;
  }
  return json({ verify: true, login: user.login, admin: user.admin }, { headers: { "set-cookie": cookie } });
}

async function verify({ request, env }: ApiContext): Promise<Response> {
  const session = await readSession(request, env.DB, env.SESSION_SECRET);
  if (!session) {
    // A cookie that no longer means anything is cleared, so the browser stops sending it.
    const headers: HeadersInit = request.headers.get("cookie")?.includes("__Host-session=")
      ? { "set-cookie": sessionCookie(null, 0) }
      : {};
    return json({ verify: false }, { headers });
  }
  const headers = new Headers();
  if (session.needsRefresh) {
    const cookie = await refreshSession(request, env.DB, env.SESSION_SECRET, session);
    if (cookie) headers.set("set-cookie", cookie);
  }
  return json({ verify: true, login: session.login, email: session.email, admin: session.admin }, { headers });
}

async function logout({ request, env }: ApiContext): Promise<Response> {
  assertSameOrigin(request);
  const session = await readSession(request, env.DB, env.SESSION_SECRET);
  await destroySession(env.DB, session);
  return new Response(null, {
    status: 204,
    headers: { "set-cookie": sessionCookie(null, 0), "cache-control": "no-store" },
  });
}

/** `/api/users…` (DESIGN.md section 4). */
export const accountApiRoutes: readonly ApiRoute[] = [
  { method: "POST", path: "/api/users", handler: register },
  { method: "POST", path: "/api/users/verify", handler: login },
  { method: "GET", path: "/api/users/verify", handler: verify },
  { method: "POST", path: "/api/users/logout", handler: logout },
];
