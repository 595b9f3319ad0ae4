import { and, desc, eq, gt, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import { createContext, type RouterContextProvider } from "react-router";
import { base64url, hasSecret } from "#app/lib/client.server.ts";
import { cloudflareContext } from "#app/lib/context.ts";
import type { Database } from "#app/lib/db.server.ts";
import { readCookie } from "#app/lib/http.server.ts";
import { limitFromEnv } from "#app/lib/rate-limit.server.ts";
import { sessions, users } from "./tables.server.ts";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
// However often it is renewed, a session ends this long after its login: a stolen token cannot live for ever.
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "__Host-session";
const ISSUER = "kartonowe-budowle";
const AUDIENCE = "kartonowe-budowle/web";
const TOKEN_TYPE = "session+jwt";
export const SESSIONS_PER_ACCOUNT = 10;

export function sessionsPerAccount(env: Pick<Env, "SESSIONS_PER_ACCOUNT">): number {
  return limitFromEnv(env.SESSIONS_PER_ACCOUNT, SESSIONS_PER_ACCOUNT);
}

export interface SessionRecord {
  userId: number;
  login: string;
  email: string;
  emailConfirmed: boolean;
  admin: boolean;
  sessionId: string;
  sessionHash: string;
  createdAt: number;
  expiresAt: number;
  needsRefresh: boolean;
}

export class MissingSecretError extends Error {}

function secretKey(secret: string | undefined): Uint8Array {
  if (!hasSecret(secret)) throw new MissingSecretError("SESSION_SECRET is missing or too short");
  return new TextEncoder().encode(secret);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function signToken(
  secret: string | undefined,
  userId: number,
  sessionId: string,
  expiresAt: number,
): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(secretKey(secret));
}

export function sessionCookie(token: string | null, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token ?? ""}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${token ? maxAgeSeconds : 0}`;
}

function nextExpiry(createdAt: number, now: number): number {
  return Math.min(now + SESSION_TTL_MS, createdAt + SESSION_MAX_AGE_MS);
}

export async function createSession(
  db: Database,
  secret: string | undefined,
  userId: number,
  now = Date.now(),
  keep = SESSIONS_PER_ACCOUNT,
): Promise<string> {
  secretKey(secret);
  const sessionId = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = nextExpiry(now, now);
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.createdAt), desc(sql`rowid`))
    .limit(keep);
  await db.batch([
    db.insert(sessions).values({
      id: await sha256Hex(sessionId),
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    }),
    // The account's oldest sessions beyond its cap end here, in the same batch as the new one starts.
    db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest))),
    // Ended rows of anyone go here too; the cron's sweep is the one that does not wait for a sign-in.
    endedSessions(db, now),
  ]);
  return sessionCookie(await signToken(secret, userId, sessionId, expiresAt), SESSION_TTL_MS / 1000);
}

/** Every session row `readSession` would refuse by its dates: past its expiry or its absolute end. */
function endedSessions(db: Database, now: number) {
  return db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, new Date(now)), lte(sessions.createdAt, new Date(now - SESSION_MAX_AGE_MS))));
}

/** The cron's sweep: ended sessions are deleted within minutes, not at someone's next sign-in. */
export async function sweepSessions(db: Database, now = Date.now()): Promise<number> {
  return (await endedSessions(db, now).returning({ id: sessions.id })).length;
}

// Admin rights come from D1 on every call, never from the token.
export async function readSession(
  request: Request,
  db: Database,
  secret: string | undefined,
  now = Date.now(),
): Promise<SessionRecord | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  let sessionId: unknown;
  let subject: string | undefined;
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TOKEN_TYPE,
      currentDate: new Date(now),
    });
    sessionId = payload.sid;
    subject = payload.sub;
  } catch (error) {
    if (error instanceof MissingSecretError) return null;
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    return null;
  }
  if (typeof sessionId !== "string" || !subject) return null;
  const sessionHash = await sha256Hex(sessionId);
  const row = await db
    .select({
      userId: users.id,
      login: users.login,
      email: users.email,
      emailUnconfirmedSince: users.emailUnconfirmedSince,
      admin: users.admin,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionHash),
        gt(sessions.expiresAt, new Date(now)),
        // Rows written before the absolute lifetime existed may slide past it: this bound holds for them too.
        gt(sessions.createdAt, new Date(now - SESSION_MAX_AGE_MS)),
      ),
    )
    .get();
  if (!row || String(row.userId) !== subject) return null;
  const createdAt = row.createdAt.getTime();
  const expiresAt = row.expiresAt.getTime();
  return {
    userId: row.userId,
    login: row.login,
    email: row.email,
    emailConfirmed: row.emailUnconfirmedSince === null,
    admin: row.admin,
    sessionId,
    sessionHash,
    createdAt,
    expiresAt,
    // A session already at its absolute end has nothing to renew.
    needsRefresh: expiresAt - now < SESSION_TTL_MS / 2 && nextExpiry(createdAt, now) > expiresAt,
  };
}

export async function refreshSession(
  db: Database,
  secret: string | undefined,
  session: SessionRecord,
  now = Date.now(),
): Promise<string> {
  const expiresAt = nextExpiry(session.createdAt, now);
  await db
    .update(sessions)
    .set({ expiresAt: new Date(expiresAt) })
    .where(eq(sessions.id, session.sessionHash));
  const renewed = await signToken(secret, session.userId, session.sessionId, expiresAt);
  return sessionCookie(renewed, Math.max(0, Math.floor((expiresAt - now) / 1000)));
}

export async function destroySession(db: Database, session: SessionRecord | null): Promise<void> {
  if (session) await db.delete(sessions).where(eq(sessions.id, session.sessionHash));
}

export function endUserSessions(db: Database, userId: number, keep?: string) {
  return db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

/** `unknown`: D1 failed, so the cookie could not be checked (and must not be cleared). */
export interface SessionRead {
  session: SessionRecord | null;
  unknown: boolean;
}

const requestSessionContext = createContext<Promise<SessionRead> | null>(null);

export function setRequestSession(context: Readonly<RouterContextProvider>, session: SessionRecord | null): void {
  context.set(requestSessionContext, Promise.resolve({ session, unknown: false }));
}

export function readRequestSession(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionRead> {
  let read = context.get(requestSessionContext);
  if (!read) {
    const { env, db } = context.get(cloudflareContext);
    read = readSession(request, db, env.SESSION_SECRET).then(
      (session) => ({ session, unknown: false }),
      () => ({ session: null, unknown: true }),
    );
    context.set(requestSessionContext, read);
  }
  return read;
}

// A failing D1 reads as logged out, so the page still renders.
export async function requestSession(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<SessionRecord | null> {
  return (await readRequestSession(context, request)).session;
}
