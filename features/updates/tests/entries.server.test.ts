import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { loadUpdates } from "../index.server.ts";
import { changeUpdate, createUpdate, removeUpdate } from "../server/entries.server.ts";
import { UPDATE_MESSAGES } from "../schema.ts";

const db = createDatabase(env.DB);

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM site_updates").run();
});

describe("the updates without HTTP", () => {
  test("creates, edits and deletes an entry, which the home page's read shows", async () => {
    const created = await createUpdate(db, { date: "2025-09-02", description: "  Nowa galeria ", model: "Hel" });
    expect(created).toEqual({ ok: true, id: expect.any(Number) });
    const id = created.ok ? created.id : 0;
    expect(await loadUpdates(db)).toEqual([
      expect.objectContaining({ id, date: "02-09-2025", description: "Nowa galeria", models: ["Hel"] }),
    ]);
    expect(await changeUpdate(db, String(id), { date: "2025-09-03", description: "Poprawka", model: null })).toEqual({
      ok: true,
      id,
    });
    expect((await loadUpdates(db))[0]).toEqual({ id, date: "03-09-2025", description: "Poprawka" });
    expect(await removeUpdate(db, id)).toEqual({ ok: true, id });
    expect(await loadUpdates(db)).toEqual([]);
  });

  test("refuses a bad day, an unknown model and a missing entry with the API's Polish words", async () => {
    expect(await createUpdate(db, { date: "2025-02-31", description: "x" })).toEqual({
      ok: false,
      reason: "invalid",
      message: UPDATE_MESSAGES.badDate,
    });
    expect(await createUpdate(db, { date: "2025-02-03", description: "x", model: "Atlantyda" })).toEqual({
      ok: false,
      reason: "invalid",
      message: UPDATE_MESSAGES.badModel,
    });
    const notFound = { ok: false, reason: "not-found", message: UPDATE_MESSAGES.notFound };
    expect(await changeUpdate(db, "999", { date: "2025-02-03", description: "x" })).toEqual(notFound);
    expect(await removeUpdate(db, "abc")).toEqual(notFound);
    expect(await loadUpdates(db)).toEqual([]);
  });
});
