import type { GenericSchema, InferOutput } from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import { audit } from "#app/lib/audit.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import type { IntentRequest, IntentTable } from "#app/lib/page-action.server.ts";
import { clientTiers, limitFromEnv, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";
import { siteFromEnv } from "#app/site.ts";
import { readSession, requireAdmin, requireUser } from "#features/account/index.server.ts";
import {
  COMMENT_MESSAGES,
  COMMENT_PAGE_DEFAULT,
  COMMENT_PAGE_MAX,
  CommentTextSchema,
  GuestNameSchema,
  HONEYPOT_FIELD,
  blockedMessage,
  type CommentItem,
  type CommentList,
  type LikeResult,
} from "../model.ts";
import {
  deleteComment,
  postComment,
  readThreadPage,
  toggleLike,
  updateComment,
  type CommentAuthor,
  type PostResult,
} from "./comments.server.ts";
import { checkFormToken, issueFormToken, minimumFormAgeMs } from "./form-token.server.ts";
import { approveHeld } from "./moderation-adapters.server.ts";
import { describeComment } from "./moderation.server.ts";
import { activeBlock, clientHashes, settingsDefaults, type BlockSubject } from "./policy.server.ts";
import { commentSections } from "./sections.server.ts";

type Fields = Record<string, unknown>;

/** The refusal path alone reads the block again, for its end: the checked write stays one round trip. */
async function blockedRefusal(tools: RequestScope, subject: BlockSubject): Promise<HttpError> {
  const block = await activeBlock(tools.db, subject);
  return new HttpError(403, blockedMessage(block?.until, siteFromEnv(tools.env).email));
}

const REFUSALS: Record<Exclude<Extract<PostResult, { ok: false }>["reason"], "blocked">, () => HttpError> = {
  "daily-cap": () => new HttpError(429, COMMENT_MESSAGES.dailyCap),
  "name-taken": () => new HttpError(409, COMMENT_MESSAGES.nameTaken, undefined, "login"),
};

function commentLimit(env: Env) {
  return { limit: limitFromEnv(env.COMMENT_RATE_LIMIT, 5), windowMs: 60_000 };
}

/** A click is cheaper than a comment; the limit only stops a script. */
function likeLimit(env: Env) {
  return { limit: limitFromEnv(env.COMMENT_RATE_LIMIT, 5) * 6, windowMs: 60_000 };
}

async function limitClient(tools: RequestScope, action: string, policy: RateLimitPolicy, extra: string[] = []) {
  const [own, ...network] = clientTiers(tools.client, action, policy);
  await tools.limit([own!.key, ...extra], policy);
  for (const tier of network) await tools.limit([tier.key], tier.policy);
}

async function checkedSection(db: Database, section: string | undefined): Promise<string> {
  if (section === undefined || !(await commentSections(db)).has(section)) {
    throw new HttpError(404, COMMENT_MESSAGES.unknownSection);
  }
  return section;
}

/** No other cached page shows a thread: the strip's counts come with its cards read (docs/decisions/037). */
async function threadChanged(tools: RequestScope, section: string): Promise<void> {
  tools.changes.page((await commentSections(tools.db)).page(section).path);
}

function commentId(raw: unknown): number {
  const text = typeof raw === "string" ? raw : "";
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return id;
}

function parseField<T extends GenericSchema>(schema: T, value: unknown, field: string): InferOutput<T> {
  try {
    return parseInput(schema, value);
  } catch (error) {
    throw error instanceof HttpError ? new HttpError(error.status, error.message, undefined, field) : error;
  }
}

async function checkGuestForm(env: Env, fields: Fields): Promise<void> {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    throw new HttpError(400, COMMENT_MESSAGES.honeypot);
  }
  const token = await checkFormToken(env.SESSION_SECRET, fields.formToken, { minimumAgeMs: minimumFormAgeMs(env) });
  if (token === "too-fast") throw new HttpError(400, COMMENT_MESSAGES.tooFast);
  if (token !== "valid") throw new HttpError(400, COMMENT_MESSAGES.formTokenInvalid);
}

async function post(
  tools: RequestScope,
  section: string,
  fields: Fields,
): Promise<{ comment: CommentItem; held: boolean }> {
  const viewer = await readSession(tools.request, tools.db, tools.env.SESSION_SECRET);
  const comment = parseField(CommentTextSchema, fields.comment, "comment");
  const author: CommentAuthor = viewer
    ? { kind: "user", userId: viewer.userId, login: viewer.login, admin: viewer.admin }
    : { kind: "guest", name: parseField(GuestNameSchema, fields.login, "login") };
  // Counted before the form and name checks: a robot's refused posts use up its allowance, and the 409 cannot be
  // used to list registered logins quickly.
  await limitClient(tools, "comment", commentLimit(tools.env));
  if (author.kind === "guest") await checkGuestForm(tools.env, fields);
  const client = await clientHashes(tools.env.SESSION_SECRET, tools.client);
  const result = await postComment(tools.db, {
    section,
    author,
    comment,
    ...client,
    defaults: settingsDefaults(tools.env),
    notify: Boolean(tools.env.NOTIFY_EMAIL),
  });
  if (!result.ok) {
    const subject =
      author.kind === "guest" ? { guestName: author.name, ...client } : { userId: author.userId, ...client };
    if (result.reason === "blocked") throw await blockedRefusal(tools, subject);
    throw REFUSALS[result.reason]();
  }
  await threadChanged(tools, section);
  return { comment: result.comment, held: result.held };
}

function userAuthor(viewer: {
  userId: number;
  login: string;
  admin: boolean;
}): Extract<CommentAuthor, { kind: "user" }> {
  return { kind: "user", userId: viewer.userId, login: viewer.login, admin: viewer.admin };
}

const EDIT_REFUSALS = {
  "not-author": () => new HttpError(403, COMMENT_MESSAGES.notAuthor),
  "not-found": () => new HttpError(404, COMMENT_MESSAGES.unknownComment),
} as const;

async function edit(
  tools: RequestScope,
  section: string,
  id: number,
  fields: Fields,
): Promise<{ comment: CommentItem; held?: true }> {
  const viewer = await requireUser(tools);
  const comment = parseField(CommentTextSchema, fields.comment, "comment");
  await limitClient(tools, "comment", commentLimit(tools.env));
  const client = await clientHashes(tools.env.SESSION_SECRET, tools.client);
  const result = await updateComment(tools.db, {
    section,
    id,
    author: userAuthor(viewer),
    comment,
    ...client,
    notify: Boolean(tools.env.NOTIFY_EMAIL),
  });
  if (!result.ok) {
    if (result.reason === "blocked") throw await blockedRefusal(tools, { userId: viewer.userId, ...client });
    throw EDIT_REFUSALS[result.reason]();
  }
  await threadChanged(tools, section);
  return result.held ? { comment: result.comment, held: true } : { comment: result.comment };
}

// Rights come from D1 through the session, never from anything the browser says.
async function remove(tools: RequestScope, section: string, id: number): Promise<void> {
  const { login } = await requireAdmin(tools);
  const deleted = await deleteComment(tools.db, { section, id });
  if (!deleted) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  await threadChanged(tools, section);
  await audit(tools.db, { actor: login, action: "usunięcie", detail: await describeComment(tools.db, deleted) });
}

async function like(tools: RequestScope, section: string, id: number): Promise<LikeResult> {
  const viewer = await requireUser(tools, COMMENT_MESSAGES.likeNeedsLogin);
  await limitClient(tools, "like", likeLimit(tools.env), [`like:user:${viewer.userId}`]);
  const client = await clientHashes(tools.env.SESSION_SECRET, tools.client);
  const result = await toggleLike(tools.db, { section, id, author: userAuthor(viewer), client });
  if (!result.ok) {
    if (result.reason === "blocked") throw await blockedRefusal(tools, { userId: viewer.userId, ...client });
    throw EDIT_REFUSALS[result.reason]();
  }
  await threadChanged(tools, section);
  return result.like;
}

function pageQuery(request: Request): { limit: number; beforeId?: number } {
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
  const section = await checkedSection(api.db, api.params.section);
  const query = pageQuery(api.request);
  const viewer = await readSession(api.request, api.db, api.env.SESSION_SECRET);
  const reader = { userId: viewer?.userId ?? null, admin: viewer?.admin ?? false };
  const page = await readThreadPage(api.db, { section, viewer: reader, ...query });
  const answer: CommentList = { section, ...page, formToken: await issueFormToken(api.env.SESSION_SECRET) };
  return json(answer);
}

export async function addComment(api: ApiRequest): Promise<Response> {
  const section = await checkedSection(api.db, api.params.section);
  const { comment, held } = await post(api, section, await api.body());
  return held ? json({ comment, held: true }, { status: 202 }) : json({ comment }, { status: 201 });
}

export async function editComment(api: ApiRequest): Promise<Response> {
  const section = await checkedSection(api.db, api.params.section);
  const id = commentId(api.params.id);
  return json(await edit(api, section, id, await api.body()));
}

export async function removeComment(api: ApiRequest): Promise<Response> {
  await remove(api, await checkedSection(api.db, api.params.section), commentId(api.params.id));
  return new Response(null, { status: 204 });
}

export async function likeComment(api: ApiRequest): Promise<Response> {
  return json(await like(api, await checkedSection(api.db, api.params.section), commentId(api.params.id)));
}

/** The page's own thread: a form posted to a model or article page acts on that page's comments only. */
async function pageSection({ request, db }: IntentRequest): Promise<string> {
  return checkedSection(db, (await commentSections(db)).atPath(new URL(request.url).pathname));
}

export const commentIntents = {
  "comment-post": async (intent) => post(intent, await pageSection(intent), intent.fields),
  "comment-edit": async (intent) => {
    const section = await pageSection(intent);
    return edit(intent, section, commentId(intent.fields.id), intent.fields);
  },
  "comment-delete": async (intent) => {
    const section = await pageSection(intent);
    const id = commentId(intent.fields.id);
    await remove(intent, section, id);
    return { id };
  },
  "comment-like": async (intent) => {
    const section = await pageSection(intent);
    return like(intent, section, commentId(intent.fields.id));
  },
  "comment-approve": async (intent) => {
    const section = await pageSection(intent);
    const id = await approveHeld(intent, commentId(intent.fields.id));
    await threadChanged(intent, section);
    return { id };
  },
} satisfies IntentTable;
