import { eq } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { info } from "./tables.server.ts";

const INFO_ID = 1;

export async function readInfoContent(db: Database): Promise<string> {
  const row = await db.select({ content: info.content }).from(info).where(eq(info.id, INFO_ID)).get();
  return row?.content ?? "";
}

export async function saveInfoContent(db: Database, content: string, now = Date.now()): Promise<void> {
  const updatedAt = new Date(now);
  await db
    .insert(info)
    .values({ id: INFO_ID, content, updatedAt })
    .onConflictDoUpdate({ target: info.id, set: { content, updatedAt } });
}

/** The seed never overwrites the owner's text. */
export async function seedInfoContent(db: Database, content: string, now = Date.now()): Promise<boolean> {
  const inserted = await db
    .insert(info)
    .values({ id: INFO_ID, content, updatedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: info.id });
  return inserted.length > 0;
}
