import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createDatabase } from "#app/lib/db.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import { EMAIL_PATTERN } from "#features/account/index.ts";
import { createSession, hashPassword, nameSkeleton } from "#features/account/index.server.ts";
import { LOGIN_POLICY, LOGIN_SOFT } from "#features/account/server/login-limits.server.ts";
import { commentSections } from "#features/comments/index.server.ts";
import { withFormToken } from "#tests/worker/form-token.ts";

/*
 * Helpers shared by the security and reliability suites: requests through the whole worker (SELF), actors with
 * sessions, D1 snapshots and the data rules every stored row must keep.
 */

export const ORIGIN = "https://kartonowe.test";
export const PASSWORD = "tajne-haslo";

let addresses = 0;

/** A client address of its own, so the per-client limits stay out of the way unless a test wants them. */
export function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export interface CallOptions {
  /** A value sent as JSON, or a string sent as it is. */
  body?: unknown;
  /** Raw bytes or a stream sent as the body (wins over `body`). */
  raw?: BodyInit;
  cookie?: string;
  ip?: string;
  /** `null` sends no Origin header at all. */
  origin?: string | null;
  contentType?: string | null;
  headers?: Record<string, string>;
}

/** One request to the worker, from this site's origin and a fresh client address unless told otherwise. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const body = await withFormToken(method, path, options.body);
  const { raw, cookie, ip, origin = ORIGIN, headers = {} } = options;
  const hasBody = raw !== undefined || body !== undefined;
  const contentType = options.contentType === undefined ? (hasBody ? "application/json" : null) : options.contentType;
  const all: Record<string, string> = { "cf-connecting-ip": ip ?? nextAddress() };
  if (origin !== null) all.origin = origin;
  if (cookie) all.cookie = cookie;
  if (contentType !== null) all["content-type"] = contentType;
  const init: RequestInit & { duplex?: "half" } = { method, headers: { ...all, ...headers } };
  if (raw !== undefined) init.body = raw;
  else if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  if (init.body instanceof ReadableStream) init.duplex = "half";
  return SELF.fetch(`${ORIGIN}${path}`, init);
}

/** The response's session Set-Cookie (a mutation's answer also carries the D1 bookmark cookie). */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-session="));
}

/** The `name=value` pair a response sets for the named cookie, if it sets it. */
export function setCookiePair(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];
}

/** The `name=value` part of a response's Set-Cookie. */
export function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

export async function countRows(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row!.n;
}

/** Empties every table, so a test starts from nothing. */
export async function resetDatabase(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM comment_likes"),
    env.DB.prepare("DELETE FROM comment_blocks"),
    env.DB.prepare("DELETE FROM comment_outbox"),
    env.DB.prepare("DELETE FROM comment_settings"),
    env.DB.prepare("DELETE FROM moderation_link_uses"),
    env.DB.prepare("DELETE FROM moderation_log"),
    env.DB.prepare("DELETE FROM comments"),
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM info"),
    env.DB.prepare("DELETE FROM users"),
  ]);
}

let sharedHash: ReturnType<typeof hashPassword> | undefined;

export interface Actor {
  id: number;
  login: string;
  email: string;
  admin: boolean;
  /** The `__Host-session=…` pair of a live session. */
  cookie: string;
}

/**
 * A registered user with a live session. The row gets a scrypt hash of PASSWORD, computed once and shared,
 * and the session is started as the login route starts it: tests need many users and scrypt is slow on purpose.
 */
export async function createActor(login: string, { admin = false } = {}): Promise<Actor> {
  sharedHash ??= hashPassword(PASSWORD);
  const { hash, salt } = await sharedHash;
  const email = `${login}@example.com`;
  const row = await env.DB.prepare(
    "INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(login, email, hash, salt, admin ? 1 : 0, Date.now())
    .first<{ id: number }>();
  const cookie = await newSession(row!.id);
  return { id: row!.id, login, email, admin, cookie };
}

/** A fresh session of a user, as a cookie pair. */
export async function newSession(userId: number): Promise<string> {
  return (await createSession(createDatabase(env.DB), env.SESSION_SECRET, userId)).split(";")[0]!;
}

/** Ends the session a cookie carries (deletes its row), leaving the still correctly signed token in hand. */
export async function endSession(cookie: string): Promise<void> {
  const payload = cookie.split("=")[1]!.split(".")[1]!;
  const { sid } = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as { sid: string };
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sid));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const { meta } = await env.DB.prepare("DELETE FROM sessions WHERE id = ?").bind(hash).run();
  if (meta.changes !== 1) throw new Error("no such session");
}

/** Stores a comment directly (not through the API): the fixture a test acts on. */
export async function insertComment(
  section: string,
  author: Actor | { guest: string },
  body = "Ładny model",
  createdAt = Date.now(),
): Promise<number> {
  const isGuest = "guest" in author;
  const row = await env.DB.prepare(
    "INSERT INTO comments (section, login, user_id, body, admin, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(
      section,
      isGuest ? author.guest : author.login,
      isGuest ? null : author.id,
      body,
      !isGuest && author.admin ? 1 : 0,
      createdAt,
    )
    .first<{ id: number }>();
  return row!.id;
}

export interface Snapshot {
  users: Record<string, unknown>[];
  comments: Record<string, unknown>[];
  likes: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  info: Record<string, unknown>[];
}

/** Everything the site keeps except the rate-limit counters, read in one batch (one consistent view). */
export async function snapshot(): Promise<Snapshot> {
  const [users, comments, likes, sessions, info] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare("SELECT * FROM users ORDER BY id"),
    env.DB.prepare("SELECT * FROM comments ORDER BY id"),
    env.DB.prepare("SELECT * FROM comment_likes ORDER BY comment_id, user_id"),
    env.DB.prepare("SELECT * FROM sessions ORDER BY id"),
    env.DB.prepare("SELECT * FROM info ORDER BY id"),
  ]);
  return {
    users: users!.results,
    comments: comments!.results,
    likes: likes!.results,
    sessions: sessions!.results,
    info: info!.results,
  };
}

const CONTROL = /\p{C}/u;
const SCRYPT_HASH = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/]+=*$/;

function nameProblem(name: unknown, what: string): string | undefined {
  if (typeof name !== "string") return `${what} is not text`;
  if (name !== name.trim()) return `${what} ${JSON.stringify(name)} is not trimmed`;
  if (name.length < 3 || name.length > 20) return `${what} ${JSON.stringify(name)} is not 3-20 characters`;
  if (!name.isWellFormed() || CONTROL.test(name)) return `${what} ${JSON.stringify(name)} has control characters`;
  return undefined;
}

/**
 * Every rule a stored row must keep (docs/promises.md): what the API may never have
 * let in, whatever it was sent. Answers the broken rules, empty when the data is sound.
 */
export async function ruleViolations(data?: Snapshot): Promise<string[]> {
  const { users, comments, likes, sessions, info } = data ?? (await snapshot());
  const sections = await commentSections(createDatabase(env.DB));
  const problems: string[] = [];
  const userById = new Map(users.map((user) => [user.id as number, user]));
  const commentIds = new Set(comments.map((comment) => comment.id as number));
  const loginsSeen = new Map<string, unknown>();

  for (const user of users) {
    const problem = nameProblem(user.login, `user ${String(user.id)} login`);
    if (problem) problems.push(problem);
    const key = String(user.login).toLowerCase();
    if (loginsSeen.has(key)) problems.push(`logins ${String(loginsSeen.get(key))} and ${String(user.login)} collide`);
    loginsSeen.set(key, user.login);
    if (typeof user.email !== "string" || user.email.length > 254 || !EMAIL_PATTERN.test(user.email))
      problems.push(`user ${String(user.id)} e-mail ${JSON.stringify(user.email)} breaks the pattern`);
    if (typeof user.password_hash !== "string" || !SCRYPT_HASH.test(user.password_hash))
      problems.push(`user ${String(user.id)} has no scrypt hash`);
    if (typeof user.salt !== "string" || atob(user.salt).length !== 16)
      problems.push(`user ${String(user.id)} has no 16-byte salt`);
    if (user.admin !== 0 && user.admin !== 1) problems.push(`user ${String(user.id)} admin flag ${String(user.admin)}`);
  }

  for (const comment of comments) {
    const id = `comment ${String(comment.id)}`;
    if (typeof comment.section !== "string" || !sections.has(comment.section))
      problems.push(`${id} is in unknown section ${JSON.stringify(comment.section)}`);
    const body = comment.body;
    if (typeof body !== "string" || body.length === 0 || body.length > 2000 || body !== body.trim())
      problems.push(`${id} text is empty, untrimmed or over 2000 characters`);
    else if (!body.isWellFormed() || body.includes("\0")) problems.push(`${id} text is not well-formed`);
    if (typeof comment.created_at !== "number") problems.push(`${id} has no creation time`);
    if (comment.updated_at !== null && (comment.updated_at as number) < (comment.created_at as number))
      problems.push(`${id} was updated before it was created`);
    if (comment.user_id === null) {
      const problem = nameProblem(comment.login, `${id} guest name`);
      if (problem) problems.push(problem);
      if (comment.admin !== 0) problems.push(`${id} is a guest's comment flagged admin`);
      const owner = users.find(
        (user) =>
          String(user.login).toLowerCase() === String(comment.login).toLowerCase() &&
          (user.created_at as number) <= (comment.created_at as number),
      );
      if (owner) problems.push(`${id} takes the registered name ${String(owner.login)} as a guest`);
    } else {
      const author = userById.get(comment.user_id as number);
      if (!author) problems.push(`${id} belongs to a user who does not exist`);
      else if (author.login !== comment.login) problems.push(`${id} is not under its author's login`);
    }
  }

  for (const like of likes) {
    if (!commentIds.has(like.comment_id as number))
      problems.push(`a like points at missing comment ${String(like.comment_id)}`);
    if (!userById.has(like.user_id as number)) problems.push(`a like belongs to missing user ${String(like.user_id)}`);
  }

  for (const session of sessions) {
    if (!userById.has(session.user_id as number))
      problems.push(`a session belongs to missing user ${String(session.user_id)}`);
    if (typeof session.id !== "string" || !/^[0-9a-f]{64}$/.test(session.id))
      problems.push("a session id is stored in the clear");
  }

  if (info.length > 1 || (info[0] && info[0].id !== 1)) problems.push("the info text is not one row with id 1");
  for (const row of info) {
    if (typeof row.content !== "string" || row.content.length > 20_000) problems.push("the info text is over 20,000");
  }
  return problems;
}

/** Reads a JSON answer, failing with the status and text when it is not JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.status} is not JSON: ${text.slice(0, 200)}`);
  }
}

/** A page's form posted without JavaScript by a signed-in client: the answer as the browser gets it, unfollowed. */
export function postPageForm(path: string, fields: Record<string, string>, cookie: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${encodeURI(path)}`, {
    method: "POST",
    headers: { origin: ORIGIN, cookie, "cf-connecting-ip": nextAddress() },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** The login-wide failure counter as a few hard-pressing networks leave it: strangers wait, a device cookie passes. */
export async function pressLoginWide(login: string): Promise<void> {
  const limiter = createRateLimiter(createDatabase(env.DB), env.SESSION_SECRET);
  for (let failure = 0; failure < LOGIN_SOFT + 10; failure++) {
    await limiter.hit(`login-failures:login:${nameSkeleton(login)}`, { limit: Infinity, ...LOGIN_POLICY });
  }
}
