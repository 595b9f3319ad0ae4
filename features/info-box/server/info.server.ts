/** The info text lives in one row with id 1 (see tables.server.ts). */
const INFO_ID = 1;

/** The stored info text; the empty string when there is none yet. */
export async function readInfoContent(db: D1Database): Promise<string> {
  const row = await db.prepare("SELECT content FROM info WHERE id = ?").bind(INFO_ID).first<{ content: string }>();
  return row?.content ?? "";
}

/** Stores the info text, creating its row on first use. */
export async function saveInfoContent(db: D1Database, content: string, now = Date.now()): Promise<void> {
  await db
    .prepare(
      "INSERT INTO info (id, content, updated_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at",
    )
    .bind(INFO_ID, content, now)
    .run();
}
