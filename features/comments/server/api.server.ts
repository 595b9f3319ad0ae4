import type { ApiRequest } from "#app/lib/api.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import { limitFromEnv } from "#app/lib/rate-limit.server.ts";
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

function commentLimit(env: Env) {
  return { limit: limitFromEnv(env.COMMENT_RATE_LIMIT, 5), windowMs: 60_000, message: COMMENT_MESSAGES.tooMany };
}

function sectionOf({ params }: ApiRequest): string {
  const section = params.section ?? "";
  if (!isCommentSection(section)) throw new HttpError(404, COMMENT_MESSAGES.unknownSection);
  return section;
}

function commentIdOf({ params }: ApiRequest): number {
  const raw = params.id ?? "";
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return id;
}

function viewerOf({ request, env, db }: ApiRequest): Promise<SessionRecord | null> {
  return readSession(request, db, env.SESSION_SECRET);
}

export async function listThread(api: ApiRequest): Promise<Response> {
  const section = sectionOf(api);
  const viewer = await viewerOf(api);
  return json({ section, comments: await listComments(api.db, { section, viewerId: viewer?.userId ?? null }) });
}

export async function addComment(api: ApiRequest): Promise<Response> {
  const section = sectionOf(api);
  const body = await api.body();
  const viewer = await viewerOf(api);
  const comment = parseInput(CommentTextSchema, body.comment);
  const author: CommentAuthor = viewer
    ? { kind: "user", userId: viewer.userId, login: viewer.login, admin: viewer.admin }
    : { kind: "guest", name: parseInput(GuestNameSchema, body.login) };
  // Counted before the name check, so the 409 cannot be used to list registered logins quickly.
  await api.limit([`comment:client:${api.client}`], commentLimit(api.env));
  const result = await createComment(api.db, { section, author, comment });
  if (!result.ok) throw new HttpError(409, COMMENT_MESSAGES.nameTaken);
  return json({ comment: result.comment }, { status: 201 });
}

export async function editComment(api: ApiRequest): Promise<Response> {
  const section = sectionOf(api);
  const id = commentIdOf(api);
  const viewer = await viewerOf(api);
  if (!viewer) throw new HttpError(401, COMMENT_MESSAGES.editNeedsLogin);
  const comment = parseInput(CommentTextSchema, (await api.body()).comment);
  const result = await updateComment(api.db, { section, id, userId: viewer.userId, comment });
  if (result === "not-found") throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  if (result === "not-author") throw new HttpError(403, COMMENT_MESSAGES.notAuthor);
  return json({ comment: await getComment(api.db, { section, id, viewerId: viewer.userId }) });
}

// Rights come from D1 through the session, never from anything the browser says.
export async function removeComment(api: ApiRequest): Promise<Response> {
  const section = sectionOf(api);
  const id = commentIdOf(api);
  const viewer = await viewerOf(api);
  if (!viewer) throw new HttpError(401, COMMENT_MESSAGES.deleteNeedsLogin);
  if (!viewer.admin) throw new HttpError(403, COMMENT_MESSAGES.adminOnly);
  if (!(await deleteComment(api.db, { section, id }))) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return new Response(null, { status: 204 });
}

export async function likeComment(api: ApiRequest): Promise<Response> {
  const section = sectionOf(api);
  const id = commentIdOf(api);
  const viewer = await viewerOf(api);
  if (!viewer) throw new HttpError(401, COMMENT_MESSAGES.likeNeedsLogin);
  const result = await toggleLike(api.db, { section, id, userId: viewer.userId });
  if (!result) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return json(result);
}
