import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { listOwnerModels, models } from "../index.server.ts";
import { changeModel, createModel } from "../server/editing.server.ts";

const db = createDatabase(env.DB);
const NO_RESERVED = new Set<string>();

async function draft(name: string, now: number) {
  const created = await createModel(db, { name, path: name, category: "zamki i ratusze" }, NO_RESERVED, now);
  if (!created.ok) throw new Error(created.message);
  return created.model;
}

describe("the owner's list of models", () => {
  test("tells a draft, a published model and a hidden one apart, and counts each state", async () => {
    const start = Date.now() + 60_000;
    const never = await draft("Szkic nietknięty", start);
    const shown = await draft("Zamek pokazany", start + 1_000);
    const hidden = await draft("Zamek schowany", start + 2_000);
    await changeModel(db, shown.id, { published: true }, NO_RESERVED, start + 3_000);
    await changeModel(db, hidden.id, { published: true }, NO_RESERVED, start + 4_000);
    await changeModel(db, hidden.id, { published: false }, NO_RESERVED, start + 5_000);

    const list = await listOwnerModels(db, { state: null });
    expect(list.models.slice(0, 3).map((model) => [model.name, model.state])).toEqual([
      ["Zamek schowany", "ukryty"],
      ["Zamek pokazany", "opublikowany"],
      ["Szkic nietknięty", "szkic"],
    ]);
    expect(list.models[0]!.changedAt).toBe(new Date(start + 5_000).toISOString());
    expect(list.counts).toEqual({
      all: models.length + 3,
      szkic: 1,
      opublikowany: models.length + 1,
      ukryty: 1,
    });
    expect(list.models.find((model) => model.id === never.id)).toMatchObject({ path: "/Szkic nietknięty" });
  });

  test("a hidden model published again is published, and stays hidden-not-draft when hidden once more", async () => {
    const model = await draft("Latarnia wahliwa", Date.now());
    for (const published of [true, false, true, false]) {
      await changeModel(db, model.id, { published }, NO_RESERVED);
    }
    const hidden = await listOwnerModels(db, { state: "ukryty" });
    expect(hidden.models.map((row) => row.id)).toContain(model.id);
    const drafts = await listOwnerModels(db, { state: "szkic" });
    expect(drafts.models.map((row) => row.id)).not.toContain(model.id);
  });

  test("filters by state and keeps the counts of every state", async () => {
    const all = await listOwnerModels(db, { state: null });
    for (const state of ["szkic", "opublikowany", "ukryty"] as const) {
      const filtered = await listOwnerModels(db, { state });
      expect(filtered.state).toBe(state);
      expect(filtered.counts).toEqual(all.counts);
      expect(filtered.models.length).toBe(all.counts[state]);
      expect(filtered.models.every((model) => model.state === state)).toBe(true);
    }
  });

  test("counts a model's photos, not its films, and a photo added is its last change", async () => {
    const seeded = models.find((model) => model.gallery.some((group) => group.kind === "youtube"))!;
    const photos = seeded.gallery.reduce((sum, group) => sum + (group.kind === "photos" ? group.quantity : 0), 0);
    const before = (await listOwnerModels(db, { state: null })).models.find((row) => row.id === seeded.id)!;
    expect(before.photos).toBe(photos);

    const later = Date.now() + 3_600_000;
    await env.DB.prepare("INSERT INTO catalog_uploads (key, model_id, started_at, stored_at) VALUES (?, ?, ?, ?)")
      .bind(`models/${seeded.component}/dzien/nowe.webp`, seeded.id, later - 1_000, later)
      .run();
    const list = await listOwnerModels(db, { state: null });
    expect(list.models[0]).toMatchObject({ id: seeded.id, changedAt: new Date(later).toISOString() });
  });
});
