import * as v from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import { HttpError, json, parseInput } from "#app/lib/http.server.ts";
import type { IntentTable } from "#app/lib/page-action.server.ts";
import type { RequestScope } from "#app/lib/request-scope.server.ts";
import { requireAdmin, type SessionRecord } from "#features/account/index.server.ts";
import {
  BlockInputSchema,
  CommentIdSchema,
  DeleteManySchema,
  MODERATION_INTENTS,
  MODERATION_MESSAGES,
  MODERATION_PAGE_DEFAULT,
  MODERATION_PAGE_MAX,
  SettingsInputSchema,
} from "../moderation-model.ts";
import { applyModerationLink, previewModerationLink, type LinkRefusal } from "./digest.server.ts";
import {
  approveComment,
  createBlock,
  deleteComments,
  liftBlock,
  moderationOverview,
  rejectComment,
  updateCommentSettings,
  type ModerationRefusal,
  type ModerationResult,
  type OverviewPages,
} from "./moderation.server.ts";

const REFUSALS: Record<ModerationRefusal | LinkRefusal, [status: number, message: string]> = {
  "unknown-comment": [404, MODERATION_MESSAGES.unknownComment],
  "not-held": [409, MODERATION_MESSAGES.notHeld],
  "block-without-comment": [400, MODERATION_MESSAGES.unknownComment],
  "block-no-name": [400, MODERATION_MESSAGES.blockNoName],
  "block-no-client": [400, MODERATION_MESSAGES.blockNoClient],
  "block-no-user": [400, MODERATION_MESSAGES.blockNoUser],
  "block-admin": [400, MODERATION_MESSAGES.blockAdmin],
  "unknown-block": [404, MODERATION_MESSAGES.unknownBlock],
  "no-settings": [400, MODERATION_MESSAGES.settingsInvalid],
  forged: [403, MODERATION_MESSAGES.linkForged],
  expired: [410, MODERATION_MESSAGES.linkExpired],
  used: [409, MODERATION_MESSAGES.linkUsed],
};

function refusal(reason: ModerationRefusal | LinkRefusal): HttpError {
  const [status, message] = REFUSALS[reason];
  return new HttpError(status, message);
}

function accepted<T>(result: ModerationResult<T>): T {
  if (result.ok) return result.value;
  throw refusal(result.reason);
}

function moderator(caller: RequestScope): Promise<SessionRecord> {
  return requireAdmin(caller);
}

const IdBody = v.object({ id: CommentIdSchema }, MODERATION_MESSAGES.commentIdInvalid);

const LinkBody = v.object(
  { token: v.pipe(v.string(MODERATION_MESSAGES.linkForged), v.maxLength(1000, MODERATION_MESSAGES.linkForged)) },
  MODERATION_MESSAGES.linkForged,
);

/** The mailed link's button: its signature is the right to act, so no session is needed. */
async function actOnLink({ db, env }: Pick<RequestScope, "db" | "env">, token: string) {
  const used = await applyModerationLink(db, env.SESSION_SECRET, token);
  if (!used.ok) throw refusal(used.reason);
  return { done: used.action };
}

function overviewPages(request: Request): OverviewPages {
  const query = new URL(request.url).searchParams;
  const limitText = query.get("limit");
  const limit = limitText === null ? MODERATION_PAGE_DEFAULT : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= MODERATION_PAGE_MAX)) throw new HttpError(400, MODERATION_MESSAGES.badLimit);
  const cursor = (name: string) => {
    const text = query.get(name);
    if (text === null) return undefined;
    const id = pathId(text);
    if (!Number.isSafeInteger(id)) throw new HttpError(400, MODERATION_MESSAGES.badCursor);
    return id;
  };
  return { limit, heldBefore: cursor("heldBefore"), blocksBefore: cursor("blocksBefore") };
}

export async function getModeration(api: ApiRequest): Promise<Response> {
  await moderator(api);
  return json(await moderationOverview(api.db, api.env, Date.now(), overviewPages(api.request)));
}

export async function postApprove(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const { id } = parseInput(IdBody, await api.body());
  return json({ approved: accepted(await approveComment(api.db, login, id)) });
}

export async function postReject(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const { id } = parseInput(IdBody, await api.body());
  return json({ rejected: accepted(await rejectComment(api.db, login, id)) });
}

export async function postDeleteMany(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const ids = parseInput(DeleteManySchema, (await api.body()).ids);
  return json({ deleted: accepted(await deleteComments(api.db, login, ids)) });
}

export async function postBlock(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const input = parseInput(BlockInputSchema, await api.body());
  return json({ block: accepted(await createBlock(api.db, login, input)) }, { status: 201 });
}

export async function deleteBlock(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const id = pathId(api.params.id);
  if (!Number.isSafeInteger(id)) throw new HttpError(404, MODERATION_MESSAGES.unknownBlock);
  accepted(await liftBlock(api.db, login, id));
  return new Response(null, { status: 204 });
}

export async function postSettings(api: ApiRequest): Promise<Response> {
  const { login } = await moderator(api);
  const input = parseInput(SettingsInputSchema, await api.body());
  return json({ settings: accepted(await updateCommentSettings(api.db, login, input, api.env)) });
}

export async function postLink(api: ApiRequest): Promise<Response> {
  const { token } = parseInput(LinkBody, await api.body());
  return json(await actOnLink(api, token));
}

function pathId(raw: string | undefined): number {
  return raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
}

const formId = (raw: FormDataEntryValue | undefined) => pathId(typeof raw === "string" ? raw.trim() : undefined);

const optional = (raw: string | undefined) => (raw === undefined || raw.trim() === "" ? undefined : raw);

export async function approveHeld(tools: RequestScope, id: unknown): Promise<number> {
  const { login } = await moderator(tools);
  return accepted(await approveComment(tools.db, login, parseInput(CommentIdSchema, id)));
}

/** The forms of /Moderacja; a checkbox left empty is absent from a form, so the switch reads as off. */
export const moderationIntents = {
  [MODERATION_INTENTS.approve]: async (form) => {
    const { login } = await moderator(form);
    const id = parseInput(CommentIdSchema, formId(form.fields.id));
    return { approved: accepted(await approveComment(form.db, login, id)) };
  },
  [MODERATION_INTENTS.reject]: async (form) => {
    const { login } = await moderator(form);
    const id = parseInput(CommentIdSchema, formId(form.fields.id));
    return { rejected: accepted(await rejectComment(form.db, login, id)) };
  },
  [MODERATION_INTENTS.remove]: async (form) => {
    const { login } = await moderator(form);
    const chosen = form.form.getAll("id").map(formId);
    const ids = parseInput(DeleteManySchema, chosen);
    return { deleted: accepted(await deleteComments(form.db, login, ids)) };
  },
  [MODERATION_INTENTS.block]: async (form) => {
    const { login } = await moderator(form);
    const { kind, duration, commentId, name } = form.fields;
    const input = parseInput(BlockInputSchema, {
      kind,
      duration,
      ...(optional(commentId) === undefined ? {} : { commentId: formId(commentId) }),
      ...(name === undefined ? {} : { name }),
    });
    return { block: accepted(await createBlock(form.db, login, input)) };
  },
  [MODERATION_INTENTS.unblock]: async (form) => {
    const { login } = await moderator(form);
    const id = formId(form.fields.id);
    if (!Number.isSafeInteger(id)) throw new HttpError(404, MODERATION_MESSAGES.unknownBlock);
    return { lifted: accepted(await liftBlock(form.db, login, id)) };
  },
  [MODERATION_INTENTS.settings]: async (form) => {
    const { login } = await moderator(form);
    const cap = form.fields.guestDailyCap?.trim() ?? "";
    const input = parseInput(SettingsInputSchema, {
      approveFirstGuestComments: form.fields.approveFirstGuestComments !== undefined,
      guestDailyCap: cap === "" ? NaN : Number(cap),
    });
    return { settings: accepted(await updateCommentSettings(form.db, login, input, form.env)) };
  },
} satisfies IntentTable;

export const moderationLinkIntents = {
  [MODERATION_INTENTS.link]: async (form) => {
    const { token } = parseInput(LinkBody, { token: form.fields.token ?? "" });
    // Read before acting: a page rendered again without JavaScript still shows the comment the button acted on.
    const preview = await previewModerationLink(form.db, form.env.SESSION_SECRET, token);
    return { ...(await actOnLink(form, token)), comment: preview.ok ? preview.comment : null };
  },
} satisfies IntentTable;
