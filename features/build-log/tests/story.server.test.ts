import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { loadCatalog } from "#features/catalog/index.server.ts";
import { loadBuildStory } from "../index.server.ts";
import { changeDiaryEntry, createDiaryEntry, removeDiaryEntry, saveNote, storyModel } from "../server/story.server.ts";
import { BUILD_MESSAGES } from "../model.ts";

const db = createDatabase(env.DB);
const catalog = await loadCatalog(db);
const found = storyModel(catalog, "StarshipS30");
if (!found.ok) throw new Error("the catalogue has no StarshipS30");
const model = found.model;

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM build_notes"), env.DB.prepare("DELETE FROM diary_entries")]);
});

describe("the build story without HTTP", () => {
  test("saves the note and its facts; the model page's read renders them", async () => {
    expect(await saveNote(db, model, { content: "**Klej**", started: "2025-08-18", hours: 35, rating: 4 })).toEqual({
      ok: true,
    });
    const story = await loadBuildStory(db, model);
    expect(story.note).toMatchObject({ content: "**Klej**", started: "2025-08-18", hours: 35, rating: 4 });
    expect(story.note?.nodes).toEqual([{ tag: "p", children: [{ tag: "strong", children: ["Klej"] }] }]);
  });

  test("refuses a finish before the start and an unknown model", async () => {
    expect(await saveNote(db, model, { started: "2025-08-18", finished: "2025-08-01" })).toEqual({
      ok: false,
      reason: "invalid",
      message: BUILD_MESSAGES.finishBeforeStart,
    });
    expect(storyModel(catalog, "Atlantyda")).toEqual({ ok: false, reason: "not-found", message: BUILD_MESSAGES.noModel });
    expect((await loadBuildStory(db, model)).note).toBeNull();
  });

  test("adds, edits and deletes a diary entry with photos of the model's gallery", async () => {
    const created = await createDiaryEntry(db, model, {
      date: "2025-09-02",
      content: "Booster",
      photos: [{ group: "dzień", number: 2 }],
    });
    expect(created).toEqual({ ok: true, id: expect.any(Number) });
    const id = created.ok ? created.id : 0;
    expect(await changeDiaryEntry(db, model, String(id), { date: "2025-09-03", content: "Klapy" })).toEqual({
      ok: true,
      id,
    });
    expect((await loadBuildStory(db, model)).diary).toEqual([
      expect.objectContaining({ id, date: "2025-09-03", content: "Klapy", photos: [] }),
    ]);
    expect(await removeDiaryEntry(db, model, id)).toEqual({ ok: true, id });
    expect(await removeDiaryEntry(db, model, id)).toEqual({
      ok: false,
      reason: "not-found",
      message: BUILD_MESSAGES.notFound,
    });
  });

  test("refuses a photo the gallery does not have and an empty entry", async () => {
    expect(
      await createDiaryEntry(db, model, { date: "2025-09-02", content: "x", photos: [{ group: "dzień", number: 999 }] }),
    ).toEqual({ ok: false, reason: "invalid", message: BUILD_MESSAGES.badPhoto });
    expect(await createDiaryEntry(db, model, { date: "2025-09-02", content: "  " })).toEqual({
      ok: false,
      reason: "invalid",
      message: BUILD_MESSAGES.diaryEmpty,
    });
    expect((await loadBuildStory(db, model)).diary).toEqual([]);
  });
});
