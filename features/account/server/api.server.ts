import * as v from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import { firstIssue, LoginSchema, MESSAGES, RegistrationSchema } from "../model.ts";
import {
  createSession,
  destroySession,
  MissingSecretError,
  readSession,
  refreshSession,
  SESSION_COOKIE,
  sessionCookie,
} from "./session.server.ts";
import { authLimit, loginGuard } from "./login-limits.server.ts";
import { nameSkeleton } from "./skeleton.server.ts";
import { deviceCookie, isTrustedDevice } from "./trusted-device.server.ts";
import { authenticate, registerUser } from "./users.server.ts";

/** One login in any spelling, letter case or look-alike shares one counter; bounded like the login schema. */
function loginKey(value: unknown): string {
  return typeof value === "string" ? nameSkeleton(value.normalize("NFC").slice(0, 64)) : "";
}

export async function register({ env, db, client, body, limit }: ApiRequest): Promise<Response> {
  const input = await body();
  // Only the known fields are read (no mass assignment).
  const parsed = v.safeParse(RegistrationSchema, { login: input.login, email: input.email, password: input.password });
  // Per client and per login; the client first, so a client over its limit cannot fill the table with keys.
  const keys = [`register:client:${client}`];
  const folded = loginKey(input.login);
  if (folded) keys.push(`register:login:${folded}`);
  await limit(keys, authLimit(env));
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.issues));
  const user = await registerUser(db, parsed.output);
  if (!user) throw new HttpError(409, MESSAGES.accountExists);
  return json({ login: user.login, email: user.email }, { status: 201 });
}

export async function logIn(api: ApiRequest): Promise<Response> {
  const { request, env, db, body } = api;
  const input = await body();
  const credentials = parseInput(LoginSchema, { login: input.login, password: input.password });
  const key = loginKey(credentials.login);
  const guard = loginGuard(api, key);
  await guard.check({ trustedDevice: await isTrustedDevice(request, env.SESSION_SECRET, key) });
  const user = await authenticate(db, credentials.login, credentials.password);
  if (!user) {
    await guard.failed();
    return json({ verify: false, error: MESSAGES.badCredentials }, { status: 401 });
  }
  await guard.succeeded();
  let cookie: string;
  try {
    // A login replaces the browser's previous session, whoever it belonged to, so no stale token stays valid.
    await destroySession(db, await readSession(request, db, env.SESSION_SECRET));
    cookie = await createSession(db, env.SESSION_SECRET, user.id);
  } catch (error) {
    if (error instanceof MissingSecretError) throw new HttpError(503, "Logowanie jest chwilowo niedostępne");
    throw error;
  }
  const headers = new Headers({ "set-cookie": cookie });
  const device = await deviceCookie(env.SESSION_SECRET, key);
  if (device) headers.append("set-cookie", device);
  return json({ verify: true, login: user.login, admin: user.admin }, { headers });
}

export async function verify({ request, env, db }: ApiRequest): Promise<Response> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) {
    const headers: HeadersInit = request.headers.get("cookie")?.includes(`${SESSION_COOKIE}=`)
      ? { "set-cookie": sessionCookie(null, 0) }
      : {};
    return json({ verify: false }, { headers });
  }
  const headers = new Headers();
  if (session.needsRefresh) {
    const cookie = await refreshSession(request, db, env.SESSION_SECRET, session);
    if (cookie) headers.set("set-cookie", cookie);
  }
  return json({ verify: true, login: session.login, email: session.email, admin: session.admin }, { headers });
}

export async function logOut({ request, env, db }: ApiRequest): Promise<Response> {
  await destroySession(db, await readSession(request, db, env.SESSION_SECRET));
  return new Response(null, { status: 204, headers: { "set-cookie": sessionCookie(null, 0) } });
}
