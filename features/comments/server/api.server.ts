import * as v from "valibot";
import type { ApiContext, ApiRoute } from "#app/lib/edge.server.ts";
import { assertSameOrigin, clientAddress, HttpError, json, readJsonObject } from "#app/lib/http.server.ts";
import { enforceRateLimits } from "#app/lib/rate-limit.server.ts";
import { readSession, type SessionRecord } from "#features/account/index.server.ts";
import { COMMENT_MESSAGES, CommentTextSchema, GuestNameSchema } from "../model.ts";
import {
  createComment,
  deleteComment,
  getComment,
  listComments,
  toggleLike,
  updateComment,
  type CommentAuthor,
} from "./comments.server.ts";
import { isCommentSection } from "./sections.server.ts";

/** New comments per client address and minute (DESIGN.md section 3). */
export const COMMENT_RATE_LIMIT = { limit: 5, windowMs: 60_000, message: COMMENT_MESSAGES.tooMany };

/** The limit in force: `COMMENT_RATE_LIMIT` from the Worker's variables (the e2e server raises it), else 5. */
function commentRateLimit(env: Env) {
  const limit = Number(env.COMMENT_RATE_LIMIT);
  return Number.isInteger(limit) && limit > 0 ? { ...COMMENT_RATE_LIMIT, limit } : COMMENT_RATE_LIMIT;
}

function sectionOf({ params }: ApiContext): string {
  const section = params.section ?? "";
  if (!isCommentSection(section)) throw new HttpError(404, COMMENT_MESSAGES.unknownSection);
  return section;
}

function commentIdOf({ params }: ApiContext): number {
  const raw = params.id ?? "";
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return id;
}

function parse<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, result.issues[0]?.message ?? "Nieprawidłowe dane");
  return result.output;
}

function session({ request, env }: ApiContext): Promise<SessionRecord | null> {
  return readSession(request, env.DB, env.SESSION_SECRET);
}

async function list(context: ApiContext): Promise<Response> {
  const section = sectionOf(context);
  const viewer = await session(context);
  const comments = await listComments(context.env.DB, { section, viewerId: viewer?.userId ?? null });
  return json({ section, comments });
}

async function add(context: ApiContext): Promise<Response> {
  const { request, env } = context;
  assertSameOrigin(request);
  const section = sectionOf(context);
  const body = await readJsonObject(request);
  const viewer = await session(context);
  const comment = parse(CommentTextSchema, body.comment);
  // A logged-in user always writes under their own login: a `login` in the body is ignored.
  const author: CommentAuthor = viewer
    ? { kind: "user", userId: viewer.userId, login: viewer.login, admin: viewer.admin }
    : { kind: "guest", name: parse(GuestNameSchema, body.login) };
  // Counted before the name check, so the 409 cannot be used to list registered logins quickly.
  await enforceRateLimits(env.DB, [`comment:ip:${clientAddress(request)}`], commentRateLimit(env));
  const result = await createComment(env.DB, { section, author, comment });
  if (!result.ok) throw new HttpError(409, COMMENT_MESSAGES.nameTaken);
  return json({ comment: result.comment }, { status: 201 });
}

async function edit(context: ApiContext): Promise<Response> {
  const { request, env } = context;
  assertSameOrigin(request);
  const section = sectionOf(context);
  const id = commentIdOf(context);
  const viewer = await session(context);
  if (!viewer) throw new HttpError(401, COMMENT_MESSAGES.editNeedsLogin);
  const body = await readJsonObject(request);
  const comment = parse(CommentTextSchema, body.comment);
  const result = await updateComment(env.DB, { section, id, userId: viewer.userId, comment });
  if (result === "not-found") throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  if (result === "not-author") throw new HttpError(403, COMMENT_MESSAGES.notAuthor);
  return json({ comment: await getComment(env.DB, { section, id, viewerId: viewer.userId }) });
}

async function remove(context: ApiContext): Promise<Response> {
  const { request, env } = context;
  assertSameOrigin(request);
  const section = sectionOf(context);
  const id = commentIdOf(context);
  const viewer = await session(context);
  if (!viewer) throw new HttpError(401, COMMENT_MESSAGES.deleteNeedsLogin);
  // Rights come from D1 through the session, never from anything the browser says.
  if (!viewer.admin) throw new HttpError(403, COMMENT_MESSAGES.adminOnly);
  if (!(await deleteComment(env.DB, { section, id }))) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

async function like(context: ApiContext): Promise<Response> {
  const { request, env } = context;
  assertSameOrigin(request);
  const section = sectionOf(context);
  const id = commentIdOf(context);
  const viewer = await session(context);
  if (!viewer) throw new HttpError(401, COMMENT_MESSAGES.likeNeedsLogin);
  const result = await toggleLike(env.DB, { section, id, userId: viewer.userId });
  if (!result) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return json(result);
}

/** `/api/comments…` (DESIGN.md section 4). */
export const commentApiRoutes: readonly ApiRoute[] = [
  { method: "GET", path: "/api/comments/:section", handler: list },
  { method: "POST", path: "/api/comments/:section", handler: add },
  { method: "PATCH", path: "/api/comments/:section/:id", handler: edit },
  { method: "DELETE", path: "/api/comments/:section/:id", handler: remove },
  { method: "POST", path: "/api/comments/:section/:id/like", handler: like },
];
