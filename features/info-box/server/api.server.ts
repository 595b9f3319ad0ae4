import * as v from "valibot";
import type { ApiRequest } from "#app/lib/api.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { HttpError, json } from "#app/lib/http.server.ts";
import { InfoSchema, type InfoData } from "../model.ts";
import { requireAdmin } from "./admin.server.ts";
import { readInfoContent, saveInfoContent, type TextName } from "./info.server.ts";
import { renderInfoMarkdown } from "./markdown.server.ts";

/** 20,000 characters of Polish text are up to ~60 KB of JSON; the site-wide 32 KiB would refuse valid texts. */
export const INFO_BODY_BYTES = 128 * 1024;

export async function loadInfo(db: Database, name: TextName = "info"): Promise<InfoData> {
  try {
    const content = await readInfoContent(db, name);
    return { content, nodes: renderInfoMarkdown(content) };
  } catch (error) {
    console.error("Text unavailable", name, error instanceof Error ? error.message : error);
    return { content: "", nodes: [], failed: true };
  }
}

/** A valibot refusal as the API's answer: 413 for a text over its length, 400 otherwise. */
export function refusal(issue: v.BaseIssue<unknown>): HttpError {
  return new HttpError(issue.type === "max_length" ? 413 : 400, issue.message);
}

/** `GET` and `POST` of one stored text (`/api/info`, `/api/about`). */
export function textHandlers(name: TextName) {
  return {
    GET: async ({ db }: ApiRequest) => json({ content: await readInfoContent(db, name) }),
    POST: async (api: ApiRequest) => {
      await requireAdmin(api);
      const parsed = v.safeParse(InfoSchema, { content: (await api.body(INFO_BODY_BYTES)).content });
      if (!parsed.success) throw refusal(parsed.issues[0]);
      await saveInfoContent(api.db, parsed.output.content, Date.now(), name);
      return json({ content: parsed.output.content });
    },
  };
}

const infoHandlers = textHandlers("info");
export const getInfo = infoHandlers.GET;
export const postInfo = infoHandlers.POST;
