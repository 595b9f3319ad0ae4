import { and, desc, eq, sql } from "drizzle-orm";
import { sharedBatch } from "#app/lib/db-batch.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { galleryPhotoLink, imageUrl, photoGroups, photoKeys, photoKeysOf, type Model } from "#features/catalog/index.ts";
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

const photoKey = (model: Model, photo: DiaryPhoto) =>
  photoKeys(model.component, photoGroups(model).find((group) => group.name === photo.group)!, photo.number).full;

/** An entry stores its photos' keys, which a reorder or a move to another group leaves as they are (decision 025). */
function storedPhotos(model: Model, photos: readonly { group: string; number: number }[]): string {
  return JSON.stringify(knownPhotos(model, photos).map((photo) => ({ key: photoKey(model, photo) })));
}

type StoredPhoto = { key: string } | { group: string; number: number };

function parsePhotos(json: string): StoredPhoto[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter((photo: Partial<Record<string, unknown>> | null): photo is StoredPhoto =>
      photo?.key !== undefined
        ? typeof photo.key === "string"
        : typeof photo?.group === "string" && typeof photo.number === "number",
    );
  } catch {
    return [];
  }
}

function photoPlaces(model: Model): Map<string, DiaryPhoto> {
  const places = new Map<string, DiaryPhoto>();
  for (const group of photoGroups(model)) {
    for (let number = 1; number <= group.quantity; number++) {
      places.set(photoKeys(model.component, group, number).full, { group: group.name, number });
    }
  }
  return places;
}

/** Where each stored photo is now; a deleted one is left out rather than drawn broken. */
function placedPhotos(model: Model, places: Map<string, DiaryPhoto>, json: string): DiaryPhoto[] {
  // Entries saved before keys name their photos by place.
  const placed = parsePhotos(json).flatMap((photo) => {
    if (!("key" in photo)) return knownPhotos(model, [photo]);
    const place = places.get(photo.key);
    return place ? [place] : [];
  });
  return knownPhotos(model, placed);
}

function photoView(model: Model, photo: DiaryPhoto): DiaryPhotoView {
  return {
    ...photo,
    thumb: imageUrl(photoKeysOf(photoKey(model, photo)).thumb),
    href: galleryPhotoLink({ path: model.path, group: photo.group, number: photo.number }, false),
    alt: `${model.name} – ${photo.group}, zdjęcie ${photo.number}`,
  };
}

export async function readBuildStory(db: Database, model: Model): Promise<BuildStory> {
  const [[note], entries] = await sharedBatch(db, [
    db.select().from(buildNotes).where(eq(buildNotes.component, model.component)),
    db
      .select()
      .from(diaryEntries)
      .where(eq(diaryEntries.component, model.component))
      .orderBy(desc(diaryEntries.day), desc(diaryEntries.id)),
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
  const places = photoPlaces(model);
  const diary: DiaryEntryView[] = entries.map((entry) => ({
    id: entry.id,
    date: entry.day,
    content: entry.content,
    nodes: renderInfoMarkdown(entry.content),
    photos: placedPhotos(model, places, entry.photos).map((photo) => photoView(model, photo)),
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
      photos: storedPhotos(model, entry.photos),
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
      photos: storedPhotos(model, entry.photos),
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

export async function renameInBuildLog(db: Database, component: string, before: string, after: string): Promise<void> {
  await db.batch([
    db
      .update(diaryEntries)
      .set({ content: sql`replace(${diaryEntries.content}, ${before}, ${after})` })
      .where(and(eq(diaryEntries.component, component), sql`instr(${diaryEntries.content}, ${before}) > 0`)),
    db
      .update(buildNotes)
      .set({ content: sql`replace(${buildNotes.content}, ${before}, ${after})` })
      .where(and(eq(buildNotes.component, component), sql`instr(${buildNotes.content}, ${before}) > 0`)),
  ]);
}

/** A replaced photo's new key in the entries that show it, written in the catalogue's own batch. */
export function diaryFollowsPhoto(db: Database, component: string, from: string, to: string) {
  const [before, after] = [JSON.stringify(from), JSON.stringify(to)];
  return db
    .update(diaryEntries)
    .set({ photos: sql`replace(${diaryEntries.photos}, ${before}, ${after})` })
    .where(and(eq(diaryEntries.component, component), sql`instr(${diaryEntries.photos}, ${before}) > 0`));
}

/** A model gone for good takes its note and diary: a later model with its component starts empty. */
export async function deleteBuildLog(db: Database, component: string): Promise<void> {
  await db.batch([
    db.delete(diaryEntries).where(eq(diaryEntries.component, component)),
    db.delete(buildNotes).where(eq(buildNotes.component, component)),
  ]);
}
