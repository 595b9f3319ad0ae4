import * as v from "valibot";
import type { Database } from "#app/lib/db.server.ts";
import { renderInfoMarkdown } from "#app/lib/markdown.server.ts";
import { invalidInput, type Refusal } from "#app/lib/domain-refusal.server.ts";
import { InfoSchema, type InfoData } from "../model.ts";
import { readInfoContent, saveInfoContent, type TextName } from "./info.server.ts";

// An unreadable D1 shows no text rather than failing the page.
export async function loadInfo(db: Database, name: TextName = "info"): Promise<InfoData> {
  try {
    const content = await readInfoContent(db, name);
    return { content, nodes: renderInfoMarkdown(content) };
  } catch (error) {
    console.error("Text unavailable", name, error instanceof Error ? error.message : error);
    return { content: "", nodes: [], failed: true };
  }
}

export type SaveTextResult = { ok: true; content: string } | Refusal;

export async function saveText(
  db: Database,
  name: TextName,
  input: { content: unknown },
  now = Date.now(),
): Promise<SaveTextResult> {
  const parsed = v.safeParse(InfoSchema, { content: input.content });
  if (!parsed.success) return invalidInput(parsed.issues[0]);
  await saveInfoContent(db, parsed.output.content, now, name);
  return { ok: true, content: parsed.output.content };
}
