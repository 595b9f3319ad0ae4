import type { ApiRequest } from "#app/lib/api.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import { limitFromEnv } from "#app/lib/rate-limit.server.ts";
import { readSession, type SessionRecord } from "#features/account/index.server.ts";
import {
  COMMENT_MESSAGES,
  COMMENT_PAGE_DEFAULT,
  COMMENT_PAGE_MAX,
  CommentTextSchema,
  GuestNameSchema,
  HONEYPOT_FIELD,
  type CommentList,
} from "../model.ts";
import {
  createComment,
  deleteComment,
  getComment,
  readThreadPage,
  toggleLike,
  updateComment,
  type CommentAuthor,
  type Viewer,
} from "./comments.server.ts";
import { checkFormToken, issueFormToken, minimumFormAgeMs } from "./form-token.server.ts";
import { activeBlock, clientHash, readCommentSettings } from "./policy.server.ts";
import { isCommentSection } from "./sections.server.ts";
import { guestCommentsToday, guestHoldReason } from "./spam.server.ts";

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

function readerOf(session: SessionRecord | null): Viewer {
  return { userId: session?.userId ?? null, admin: session?.admin ?? false };
}

function pageQuery({ request }: ApiRequest): { limit: number; beforeId?: number } {
  const query = new URL(request.url).searchParams;
  const limitText = query.get("limit");
  const beforeText = query.get("before");
  const limit = limitText === null ? COMMENT_PAGE_DEFAULT : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= COMMENT_PAGE_MAX)) throw new HttpError(400, COMMENT_MESSAGES.badLimit);
  if (beforeText === null) return { limit };
  if (!/^[1-9]\d{0,15}$/.test(beforeText) || !Number.isSafeInteger(Number(beforeText))) {
    throw new HttpError(400, COMMENT_MESSAGES.badCursor);
  }
  return { limit, beforeId: Number(beforeText) };
}

export async function listThread(api: ApiRequest): Promise<Response> {
  const section = sectionOf(api);
  const query = pageQuery(api);
  const viewer = await viewerOf(api);
  const page = await readThreadPage(api.db, { section, viewer: readerOf(viewer), ...query });
  const answer: CommentList = { section, ...page, formToken: await issueFormToken(api.env.SESSION_SECRET) };
  return json(answer);
}

/** A guest proves a page was loaded a few seconds before, and that no robot filled the hidden field. */
async function checkGuestForm(api: ApiRequest, body: Record<string, unknown>): Promise<void> {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "")
    throw new HttpError(400, COMMENT_MESSAGES.honeypot);
  const token = await checkFormToken(api.env.SESSION_SECRET, body.formToken, {
    minimumAgeMs: minimumFormAgeMs(api.env),
  });
  if (token === "too-fast") throw new HttpError(400, COMMENT_MESSAGES.tooFast);
  if (token !== "valid") throw new HttpError(400, COMMENT_MESSAGES.formTokenInvalid);
}

export async function addComment(api: ApiRequest): Promise<Response> {
  const section = sectionOf(api);
  const body = await api.body();
  const viewer = await viewerOf(api);
  const comment = parseInput(CommentTextSchema, body.comment);
  const author: CommentAuthor = viewer
    ? { kind: "user", userId: viewer.userId, login: viewer.login, admin: viewer.admin }
    : { kind: "guest", name: parseInput(GuestNameSchema, body.login) };
  // Counted before the form and name checks: a robot's refused posts use up its allowance, and the 409 cannot be
  // used to list registered logins quickly.
  await api.limit([`comment:client:${api.client}`], commentLimit(api.env));
  if (author.kind === "guest") await checkGuestForm(api, body);
  const now = Date.now();
  const client = await clientHash(api.env.SESSION_SECRET, api.client);
  const blocked =
    author.kind === "user" && author.admin
      ? undefined
      : await activeBlock(
          api.db,
          author.kind === "guest"
            ? { guestName: author.name, clientHash: client }
            : { userId: author.userId, clientHash: client },
          now,
        );
  if (blocked) throw new HttpError(403, COMMENT_MESSAGES.blocked);
  let held = false;
  if (author.kind === "guest") {
    const settings = await readCommentSettings(api.db, api.env);
    if ((await guestCommentsToday(api.db, section, now)) >= settings.guestDailyCap) {
      throw new HttpError(429, COMMENT_MESSAGES.dailyCap);
    }
    const post = { section, name: author.name, comment, clientHash: client, now };
    held = (await guestHoldReason(api.db, post, settings)) !== undefined;
  }
  const result = await createComment(api.db, {
    section,
    author,
    comment,
    now,
    status: held ? "held" : "published",
    clientHash: client,
    notify: Boolean(api.env.NOTIFY_EMAIL),
  });
  if (!result.ok) throw new HttpError(409, COMMENT_MESSAGES.nameTaken);
  return held
    ? json({ comment: result.comment, held: true }, { status: 202 })
    : json({ comment: result.comment }, { status: 201 });
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
  return json({ comment: await getComment(api.db, { section, id, viewer: readerOf(viewer) }) });
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
