import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { modelHref, type UpdateEntry } from "#features/catalog/index.ts";
import { loadCatalog, type Catalog } from "#features/catalog/index.server.ts";
import { displayDate, isoDate, type UpdateView } from "../model.ts";
import type { UpdateInput } from "../schema.ts";
import { siteUpdates, siteUpdatesSeeded } from "./tables.server.ts";

type Row = typeof siteUpdates.$inferSelect;

function view(catalog: Catalog, row: Row): UpdateView[] {
  // An entry about a model in the trash waits with it: nothing on the home page links to a missing model.
  if (row.model && !catalog.byComponent(row.model, { drafts: true })) return [];
  const model = row.model ? catalog.byComponent(row.model) : undefined;
  return [
    {
      id: row.id,
      date: displayDate(row.day),
      description: row.description,
      ...(model ? { models: [model.component], link: { name: model.name, href: modelHref(model.path) } } : {}),
    },
  ];
}

export async function listUpdates(db: Database): Promise<UpdateView[]> {
  const [catalog, rows] = await Promise.all([
    loadCatalog(db),
    db.select().from(siteUpdates).orderBy(desc(siteUpdates.day), desc(siteUpdates.id)).all(),
  ]);
  return rows.flatMap((row) => view(catalog, row));
}

export async function addUpdate(db: Database, input: UpdateInput, now = Date.now()): Promise<number> {
  const at = new Date(now);
  const [row] = await db
    .insert(siteUpdates)
    .values({ day: input.date, description: input.description, model: input.model, createdAt: at, updatedAt: at })
    .returning({ id: siteUpdates.id });
  return row!.id;
}

export async function editUpdate(db: Database, id: number, input: UpdateInput, now = Date.now()): Promise<boolean> {
  const changed = await db
    .update(siteUpdates)
    .set({ day: input.date, description: input.description, model: input.model, updatedAt: new Date(now) })
    .where(eq(siteUpdates.id, id))
    .returning({ id: siteUpdates.id });
  return changed.length > 0;
}

export async function deleteUpdate(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(siteUpdates).where(eq(siteUpdates.id, id)).returning({ id: siteUpdates.id });
  return deleted.length > 0;
}

// One batch with the mark: later starts find it and write nothing, whatever the owner changed since.
export async function seedUpdates(db: Database, entries: readonly UpdateEntry[], now = Date.now()): Promise<boolean> {
  const seeded = await db.select({ id: siteUpdatesSeeded.id }).from(siteUpdatesSeeded).get();
  if (seeded) return false;
  const at = new Date(now);
  await db.batch([
    db.insert(siteUpdatesSeeded).values({ id: 1, seededAt: at }),
    db
      .insert(siteUpdates)
      .values(
        entries.map((entry) => ({
          id: entry.id,
          day: isoDate(entry.date) ?? entry.date,
          description: entry.description,
          model: entry.models?.[0] ?? null,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing(),
  ]);
  return true;
}

export async function listUpdateRows(db: Database, limit: number) {
  return db.select().from(siteUpdates).orderBy(desc(siteUpdates.day), desc(siteUpdates.id)).limit(limit).all();
}

export async function renameInUpdates(db: Database, component: string, before: string, after: string): Promise<void> {
  await db
    .update(siteUpdates)
    .set({ description: sql`replace(${siteUpdates.description}, ${before}, ${after})` })
    .where(and(eq(siteUpdates.model, component), sql`instr(${siteUpdates.description}, ${before}) > 0`));
}

export async function deleteModelUpdates(db: Database, component: string): Promise<number> {
  const deleted = await db
    .delete(siteUpdates)
    .where(eq(siteUpdates.model, component))
    .returning({ id: siteUpdates.id });
  return deleted.length;
}
