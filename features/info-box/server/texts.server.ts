import type { Database } from "#app/lib/db.server.ts";
import { renderInfoMarkdown } from "#app/lib/markdown.server.ts";
import { checkInput, type Refusal } from "#app/lib/domain-refusal.server.ts";
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
  const checked = checkInput(InfoSchema, { content: input.content });
  if (!checked.ok) return checked;
  await saveInfoContent(db, checked.value.content, now, name);
  return { ok: true, content: checked.value.content };
}
