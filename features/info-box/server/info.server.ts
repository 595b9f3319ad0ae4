import { eq } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { info } from "./tables.server.ts";

const TEXT_IDS = { info: 1, about: 2 } as const;

export type TextName = keyof typeof TEXT_IDS;

export async function readInfoContent(db: Database, name: TextName = "info"): Promise<string> {
  const row = await db.select({ content: info.content }).from(info).where(eq(info.id, TEXT_IDS[name])).get();
  return row?.content ?? "";
}

export async function saveInfoContent(db: Database, content: string, now = Date.now(), name: TextName = "info") {
  const updatedAt = new Date(now);
  await db
    .insert(info)
    .values({ id: TEXT_IDS[name], content, updatedAt })
    .onConflictDoUpdate({ target: info.id, set: { content, updatedAt } });
}

// The seed never overwrites the owner's text: an emptied text stays empty.
export async function seedInfoContent(
  db: Database,
  content: string,
  now = Date.now(),
  name: TextName = "info",
): Promise<boolean> {
  const inserted = await db
    .insert(info)
    .values({ id: TEXT_IDS[name], content, updatedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: info.id });
  return inserted.length > 0;
}
