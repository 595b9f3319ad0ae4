import * as v from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import { readSession, type SessionRecord } from "#features/account/index.server.ts";
import {
  BlockInputSchema,
  CommentIdSchema,
  DeleteManySchema,
  MODERATION_MESSAGES,
  SettingsInputSchema,
} from "../moderation-model.ts";
import { applyModerationLink } from "./digest.server.ts";
import {
  approveComment,
  createBlock,
  deleteComments,
  liftBlock,
  moderationOverview,
  rejectComment,
  updateCommentSettings,
} from "./moderation.server.ts";

/** Rights come from D1 through the session on every call: 401 for a guest, 403 for a user who is not an admin. */
async function moderator({ request, env, db }: ApiRequest): Promise<SessionRecord> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, MODERATION_MESSAGES.needsLogin);
  if (!session.admin) throw new HttpError(403, MODERATION_MESSAGES.adminOnly);
  return session;
}

const IdBody = v.object({ id: CommentIdSchema }, MODERATION_MESSAGES.commentIdInvalid);

export async function getModeration(api: ApiRequest): Promise<Response> {
  await moderator(api);
  return json(await moderationOverview(api.db, api.env));
}

export async function postApprove(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const { id } = parseInput(IdBody, await api.body());
  await approveComment(api.db, login, id);
  return json({ approved: id });
}

export async function postReject(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const { id } = parseInput(IdBody, await api.body());
  await rejectComment(api.db, login, id);
  return json({ rejected: id });
}

export async function postDeleteMany(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const ids = parseInput(DeleteManySchema, (await api.body()).ids);
  const deleted = await deleteComments(api.db, login, ids);
  return json({ deleted });
}

export async function postBlock(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const input = parseInput(BlockInputSchema, await api.body());
  const id = await createBlock(api.db, login, input);
  return json({ block: id }, { status: 201 });
}

export async function deleteBlock(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const raw = api.params.id ?? "";
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, MODERATION_MESSAGES.unknownBlock);
  await liftBlock(api.db, login, id);
  return new Response(null, { status: 204 });
}

export async function postSettings(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const input = parseInput(SettingsInputSchema, await api.body());
  return json({ settings: await updateCommentSettings(api.db, login, input, api.env) });
}

const LinkBody = v.object(
  { token: v.pipe(v.string(MODERATION_MESSAGES.linkForged), v.maxLength(1000, MODERATION_MESSAGES.linkForged)) },
  MODERATION_MESSAGES.linkForged,
);

/** The mailed link's button: its signature is the right to act, so no session is needed. */
export async function postLink(api: ApiRequest): Promise<Response> {
  const { token } = parseInput(LinkBody, await api.body());
  const used = await applyModerationLink(api.db, api.env.SESSION_SECRET, token);
  if (!used.ok) throw new HttpError(used.status, used.error);
  return json({ done: used.action });
}
