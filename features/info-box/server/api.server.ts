import * as v from "valibot";
import type { ApiContext, ApiRoute } from "#app/lib/edge.server.ts";
import { assertSameOrigin, HttpError, json, readJsonObject } from "#app/lib/http.server.ts";

/** Enough for the longest allowed text in any script, JSON-escaped; the length rule itself is in characters. */
const INFO_BODY_BYTES = 128 * 1024;
import { readSession } from "#features/account/index.server.ts";
import { INFO_MESSAGES, InfoSchema, type InfoData } from "../model.ts";
import { readInfoContent, saveInfoContent } from "./info.server.ts";
import { renderInfoMarkdown } from "./markdown.server.ts";

/** The home page's info text, read and rendered for the loader; a failing database gives an empty, flagged text. */
export async function loadInfo(env: Pick<Env, "DB">): Promise<InfoData> {
  try {
    const content = await readInfoContent(env.DB);
    return { content, nodes: renderInfoMarkdown(content) };
  } catch (error) {
    console.error("Info text unavailable", error instanceof Error ? error.message : error);
    return { content: "", nodes: [], failed: true };
  }
}

async function getInfo({ env }: ApiContext): Promise<Response> {
  return json({ content: await readInfoContent(env.DB) });
}

async function postInfo({ request, env }: ApiContext): Promise<Response> {
  assertSameOrigin(request);
  // Rights come from D1 through the session, never from the client's stored `admin` flag.
  const session = await readSession(request, env.DB, env.SESSION_SECRET);
  if (!session) throw new HttpError(401, INFO_MESSAGES.loginRequired);
  if (!session.admin) throw new HttpError(403, INFO_MESSAGES.adminOnly);
  // 20,000 characters of Polish text are up to ~60 KB of JSON; the site-wide 32 KiB would refuse valid texts.
  const body = await readJsonObject(request, INFO_BODY_BYTES);
  const parsed = v.safeParse(InfoSchema, { content: body.content });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new HttpError(issue.type === "max_length" ? 413 : 400, issue.message);
  }
  await saveInfoContent(env.DB, parsed.output.content);
  return json({ content: parsed.output.content });
}

/** `/api/info` (DESIGN.md section 4). */
export const infoApiRoutes: readonly ApiRoute[] = [
  { method: "GET", path: "/api/info", handler: getInfo },
  { method: "POST", path: "/api/info", handler: postInfo },
];
