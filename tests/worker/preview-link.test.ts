import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { signToken } from "#app/lib/signed-token.server.ts";
import { PREVIEW_LINK_MS } from "#features/catalog/server/preview.server.ts";
import { call, createActor, jsonOf, resetDatabase, type Actor } from "#tests/security/support.ts";
import { sendToWorker } from "./with-env.ts";

/* "Link podglądu": a signed link shows a draft to whoever holds it, for 7 days or until revoked, never cached. */

const cached: Env = { ...env, PAGE_CACHE: "on", PAGE_VARIANTS: "1" };
const LINK = /\?podglad=([\w.-]+)/;

let admin: Actor;

beforeEach(async () => {
  await resetDatabase();
  admin = await createActor("szef_podgladu", { admin: true });
});

async function draft() {
  const path = `Szkic ${crypto.randomUUID().slice(0, 6)}`;
  const created = await call("POST", "/api/models", {
    body: { path, name: path, category: "zamki i ratusze" },
    cookie: admin.cookie,
  });
  expect(created.status).toBe(201);
  const { model } = (await jsonOf(created)) as { model: { id: number } };
  return { id: model.id, name: path, page: `/${encodeURIComponent(path)}` };
}

function ownerForm(page: string, fields: Record<string, string>, cookie = admin.cookie) {
  return sendToWorker(page, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) }, cached);
}

async function previewLink(model: { id: number; page: string }): Promise<string> {
  const answer = await ownerForm(model.page, { intent: "model-preview-link", id: String(model.id) });
  expect(answer.status).toBe(200);
  const match = LINK.exec(await answer.text());
  expect(match).not.toBeNull();
  return match![1]!;
}

const open = (page: string, token: string) => sendToWorker(`${page}?podglad=${token}`, {}, cached);

describe("a draft's preview link", () => {
  test("shows the draft to a stranger, marked and noindex, and is never cached", async () => {
    const model = await draft();
    expect((await sendToWorker(model.page, {}, cached)).status).toBe(404);
    const token = await previewLink(model);
    for (let visit = 0; visit < 2; visit++) {
      const page = await open(model.page, token);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-cache")).toBe("bypass");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain(model.name);
      expect(html).toContain("Podgląd: tej strony jeszcze nie opublikowano");
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(html).toMatch(/<meta name="referrer" content="no-referrer"/);
    }
    // Without the link, or with a changed one, the draft is any unknown page.
    const [header, claims, signature] = token.split(".") as [string, string, string];
    for (const wrong of [
      "",
      "nie-token",
      `${header}.${claims}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
    ]) {
      expect((await open(model.page, wrong)).status, wrong).toBe(404);
    }
  });

  test("opens only its own draft, and only until it expires", async () => {
    const [first, second] = [await draft(), await draft()];
    const token = await previewLink(first);
    await previewLink(second);
    expect((await open(second.page, token)).status).toBe(404);
    const { key } = (await env.DB.prepare("SELECT preview_key AS key FROM catalog_models WHERE id = ?")
      .bind(first.id)
      .first<{ key: string }>())!;
    const expired = await signToken(env.SESSION_SECRET, "model-preview", {
      m: first.id,
      k: key,
      exp: Date.now() - 1000,
    });
    expect((await open(first.page, expired)).status).toBe(404);
    const lasting = await signToken(env.SESSION_SECRET, "model-preview", {
      m: first.id,
      k: key,
      exp: Date.now() + 60_000,
    });
    expect((await open(first.page, lasting)).status).toBe(200);
    expect(PREVIEW_LINK_MS).toBe(7 * 24 * 60 * 60_000);
  });

  test("is revoked by the owner: every link handed out stops working, a new one works", async () => {
    const model = await draft();
    const [one, two] = [await previewLink(model), await previewLink(model)];
    expect((await open(model.page, one)).status).toBe(200);
    expect((await open(model.page, two)).status).toBe(200);
    const revoked = await ownerForm(model.page, { intent: "model-preview-revoke", id: String(model.id) });
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toContain("Link podglądu wyłączony");
    expect((await open(model.page, one)).status).toBe(404);
    expect((await open(model.page, two)).status).toBe(404);
    const fresh = await previewLink(model);
    expect((await open(model.page, fresh)).status).toBe(200);
    expect((await open(model.page, one)).status).toBe(404);
  });

  test("only the owner makes one, only for a model nobody sees, and a published page ignores it", async () => {
    const model = await draft();
    const reader = await createActor("czytelnik_podgladu");
    const refused = await ownerForm(model.page, { intent: "model-preview-link", id: String(model.id) }, reader.cookie);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const key = env.DB.prepare("SELECT preview_key AS key FROM catalog_models WHERE id = ?").bind(model.id);
    expect(await key.first()).toEqual({ key: null });
    const token = await previewLink(model);
    const published = await call("PATCH", `/api/models/${model.id}`, {
      body: { published: true },
      cookie: admin.cookie,
    });
    expect(published.status).toBe(200);
    const shown = await open(model.page, token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("x-cache")).toBe("bypass");
    expect(await shown.text()).not.toContain("Podgląd:");
    const again = await ownerForm(model.page, { intent: "model-preview-link", id: String(model.id) });
    expect(again.status).toBe(409);
  });
});
