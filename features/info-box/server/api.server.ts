import * as v from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError, json } from "#app/lib/http.server.ts";
import { readSession } from "#features/account/index.server.ts";
import { INFO_MESSAGES, InfoSchema, type InfoData } from "../model.ts";
import { readInfoContent, saveInfoContent } from "./info.server.ts";
import { renderInfoMarkdown } from "./markdown.server.ts";

/** 20,000 characters of Polish text are up to ~60 KB of JSON; the site-wide 32 KiB would refuse valid texts. */
const INFO_BODY_BYTES = 128 * 1024;

export async function loadInfo(db: Database): Promise<InfoData> {
  try {
    const content = await readInfoContent(db);
    return { content, nodes: renderInfoMarkdown(content) };
  } catch (error) {
    console.error("Info text unavailable", error instanceof Error ? error.message : error);
    return { content: "", nodes: [], failed: true };
  }
}

export async function getInfo({ db }: ApiRequest): Promise<Response> {
  return json({ content: await readInfoContent(db) });
}

export async function postInfo({ request, env, db, body }: ApiRequest): Promise<Response> {
  const session = await readSession(request, db, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, INFO_MESSAGES.loginRequired);
  if (!session.admin) throw new HttpError(403, INFO_MESSAGES.adminOnly);
  const parsed = v.safeParse(InfoSchema, { content: (await body(INFO_BODY_BYTES)).content });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new HttpError(issue.type === "max_length" ? 413 : 400, issue.message);
  }
  await saveInfoContent(db, parsed.output.content);
  return json({ content: parsed.output.content });
}
