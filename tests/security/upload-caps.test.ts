import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { PHOTO_MESSAGES, UPLOAD_LIMITS } from "#features/catalog/index.ts";
import { photoForm } from "#features/catalog/tests/photo-fixtures.ts";
import { call, createActor, jsonOf, type Actor } from "./support.ts";

/* The upload caps hold when uploads arrive side by side: each is reserved inside its own INSERT. */

const SIZE = { width: 2000, height: 1500 };
let owner: Actor;

beforeAll(async () => {
  owner = await createActor(`szef${crypto.randomUUID().slice(0, 6)}`, { admin: true });
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM catalog_uploads").run();
});

async function newModel(): Promise<number> {
  const path = `Wieza ${crypto.randomUUID().slice(0, 6)}`;
  const created = await call("POST", "/api/models", {
    body: { path, name: path, category: "kościoły" },
    cookie: owner.cookie,
  });
  return ((await jsonOf(created)) as { model: { id: number } }).model.id;
}

const upload = (modelId: number) =>
  call("POST", `/api/models/${modelId}/photos`, { raw: photoForm(SIZE), contentType: null, cookie: owner.cookie });

describe("the model's hourly cap", () => {
  test(
    `70 parallel uploads store exactly ${UPLOAD_LIMITS.batchPhotos}; the rest get 413`,
    { timeout: 120_000 },
    async () => {
      const modelId = await newModel();
      const answers = await Promise.all(Array.from({ length: 70 }, () => upload(modelId)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(UPLOAD_LIMITS.batchPhotos);
      expect(statuses.filter((status) => status === 413)).toHaveLength(70 - UPLOAD_LIMITS.batchPhotos);
      const refused = answers.find((answer) => answer.status === 413)!;
      expect(await jsonOf(refused)).toEqual({ error: PHOTO_MESSAGES.batchTooLarge });
      const stored = await env.DB.prepare("SELECT count(*) AS n FROM catalog_photos WHERE model_id = ?")
        .bind(modelId)
        .first<{ n: number }>();
      expect(stored!.n).toBe(UPLOAD_LIMITS.batchPhotos);
    },
  );
});

describe("the day's byte cap across models", () => {
  test("refuses an upload that would pass it with 429 and stores nothing", async () => {
    const modelId = await newModel();
    // Another model's uploads of the last hours, just under the cap.
    await env.DB.prepare(
      "INSERT INTO catalog_uploads (key, model_id, started_at, stored_at, bytes) VALUES ('models/X/dzien/stare.jpg', ?, ?, ?, ?)",
    )
      .bind(modelId + 1000, Date.now() - 3_600_000, Date.now() - 3_600_000, UPLOAD_LIMITS.dailyBytes - 1000)
      .run();
    const refused = await upload(modelId);
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toEqual({ error: PHOTO_MESSAGES.dailyBytes });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM catalog_photos WHERE model_id = ?")
      .bind(modelId)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
    // A day later the old uploads no longer count.
    await env.DB.prepare("UPDATE catalog_uploads SET started_at = ?")
      .bind(Date.now() - 25 * 3_600_000)
      .run();
    expect((await upload(modelId)).status).toBe(201);
  });
});
