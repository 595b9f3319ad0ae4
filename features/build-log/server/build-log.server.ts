import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/lib/db.server.ts";
import { galleryPhotoLink, imageUrl, photoGroups, photoKeys, type Model } from "#features/catalog/index.ts";
import { loadCatalog } from "#features/catalog/index.server.ts";
import { renderInfoMarkdown } from "#app/lib/markdown.server.ts";
import type {
  BuildNoteInput,
  BuildNoteView,
  BuildStory,
  DiaryEntryInput,
  DiaryEntryView,
  DiaryPhoto,
  DiaryPhotoView,
} from "../model.ts";
import { buildNotes, diaryEntries } from "./tables.server.ts";

/** The photos that exist in the model's gallery, in the given order, each once; the rest are dropped. */
export function knownPhotos(model: Model, photos: readonly { group: string; number: number }[]): DiaryPhoto[] {
  const groups = new Map(photoGroups(model).map((group) => [group.name as string, group]));
  const seen = new Set<string>();
  const kept: DiaryPhoto[] = [];
  for (const photo of photos) {
    const group = groups.get(photo.group);
    const key = `${photo.group}/${photo.number}`;
    if (!group || photo.number > group.quantity || seen.has(key)) continue;
    seen.add(key);
    kept.push({ group: group.name, number: photo.number });
  }
  return kept;
}

function photoView(model: Model, photo: DiaryPhoto): DiaryPhotoView {
  const group = photoGroups(model).find((candidate) => candidate.name === photo.group)!;
  return {
    ...photo,
    thumb: imageUrl(photoKeys(model.component, group, photo.number).thumb),
    href: galleryPhotoLink({ path: model.path, group: photo.group, number: photo.number }, false),
    alt: `${model.name} – ${photo.group}, zdjęcie ${photo.number}`,
  };
}

function parsePhotos(json: string): { group: string; number: number }[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as { group: string; number: number }[]) : [];
  } catch {
    return [];
  }
}

export async function readBuildStory(db: Database, model: Model): Promise<BuildStory> {
  const [note, entries] = await Promise.all([
    db.select().from(buildNotes).where(eq(buildNotes.component, model.component)).get(),
    db
      .select()
      .from(diaryEntries)
      .where(eq(diaryEntries.component, model.component))
      .orderBy(desc(diaryEntries.day), desc(diaryEntries.id))
      .all(),
  ]);
  const noteView: BuildNoteView | null = note
    ? {
        content: note.content,
        nodes: renderInfoMarkdown(note.content),
        started: note.started,
        finished: note.finished,
        hours: note.hours,
        changes: note.changes,
        lighting: note.lighting,
        rating: note.rating,
        verdict: note.verdict,
      }
    : null;
  const diary: DiaryEntryView[] = entries.map((entry) => ({
    id: entry.id,
    date: entry.day,
    content: entry.content,
    nodes: renderInfoMarkdown(entry.content),
    // A photo the catalogue no longer has is left out rather than drawn broken.
    photos: knownPhotos(model, parsePhotos(entry.photos)).map((photo) => photoView(model, photo)),
  }));
  return { note: noteView, diary };
}

export async function saveBuildNote(db: Database, component: string, note: BuildNoteInput, now = Date.now()) {
  const values = {
    content: note.content,
    started: note.started,
    finished: note.finished,
    hours: note.hours,
    changes: note.changes.trim(),
    lighting: note.lighting.trim(),
    rating: note.rating,
    verdict: note.verdict.trim(),
    updatedAt: new Date(now),
  };
  await db
    .insert(buildNotes)
    .values({ component, ...values })
    .onConflictDoUpdate({ target: buildNotes.component, set: values });
}

export async function addDiaryEntry(db: Database, model: Model, entry: DiaryEntryInput, now = Date.now()) {
  const at = new Date(now);
  const [row] = await db
    .insert(diaryEntries)
    .values({
      component: model.component,
      day: entry.date,
      content: entry.content,
      photos: JSON.stringify(knownPhotos(model, entry.photos)),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: diaryEntries.id });
  return row!.id;
}

export async function editDiaryEntry(db: Database, model: Model, id: number, entry: DiaryEntryInput, now = Date.now()) {
  const changed = await db
    .update(diaryEntries)
    .set({
      day: entry.date,
      content: entry.content,
      photos: JSON.stringify(knownPhotos(model, entry.photos)),
      updatedAt: new Date(now),
    })
    .where(and(eq(diaryEntries.id, id), eq(diaryEntries.component, model.component)))
    .returning({ id: diaryEntries.id });
  return changed.length > 0;
}

export async function deleteDiaryEntry(db: Database, model: Model, id: number): Promise<boolean> {
  const deleted = await db
    .delete(diaryEntries)
    .where(and(eq(diaryEntries.id, id), eq(diaryEntries.component, model.component)))
    .returning({ id: diaryEntries.id });
  return deleted.length > 0;
}

export async function listDiaryEntries(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(diaryEntries)
    .orderBy(desc(diaryEntries.day), desc(diaryEntries.id))
    .limit(limit)
    .all();
  const catalog = await loadCatalog(db);
  return rows.flatMap((row) => {
    const model = catalog.byComponent(row.component);
    return model ? [{ ...row, model }] : [];
  });
}
