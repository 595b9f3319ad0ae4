import { eq, sql } from "drizzle-orm";
import { base64url } from "#app/lib/client.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { signToken, verifyToken } from "#app/lib/signed-token.server.ts";
import { modelHref, PREVIEW_DAYS, PREVIEW_PARAM } from "../model.ts";
import { catalogModels } from "./tables.server.ts";

const PURPOSE = "model-preview";
export const PREVIEW_LINK_MS = PREVIEW_DAYS * 24 * 60 * 60_000;
export const PREVIEW_NOTE = "Podgląd: tej strony jeszcze nie opublikowano, widzą ją tylko osoby z linkiem.";

interface PreviewClaims {
  m: number;
  k: string;
  exp: number;
}

export interface PreviewLink {
  link: string;
  expiresAt: number;
}

/** A model's existing key is kept, so links handed out before stay valid until they expire or are revoked. */
export async function createPreviewLink(
  db: Database,
  secret: string,
  origin: string,
  model: { id: number; path: string },
  now = Date.now(),
): Promise<PreviewLink | null> {
  const fresh = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const [row] = await db
    .update(catalogModels)
    .set({ previewKey: sql`coalesce(${catalogModels.previewKey}, ${fresh})` })
    .where(eq(catalogModels.id, model.id))
    .returning({ key: catalogModels.previewKey });
  if (!row?.key) return null;
  const expiresAt = now + PREVIEW_LINK_MS;
  const token = await signToken(secret, PURPOSE, { m: model.id, k: row.key, exp: expiresAt });
  return { link: `${origin}${modelHref(model.path)}?${PREVIEW_PARAM}=${token}`, expiresAt };
}

export async function revokePreviewLinks(db: Database, modelId: number): Promise<void> {
  await db.update(catalogModels).set({ previewKey: null }).where(eq(catalogModels.id, modelId));
}

export async function hasPreviewLinks(db: Database, modelId: number): Promise<boolean> {
  const row = await db
    .select({ key: catalogModels.previewKey })
    .from(catalogModels)
    .where(eq(catalogModels.id, modelId))
    .get();
  return Boolean(row?.key);
}

/** Whether the token opens this model: signed for it, unexpired, and carrying the key it still has. */
export async function opensPreview(
  db: Database,
  secret: string | undefined,
  token: string,
  modelId: number,
  now = Date.now(),
): Promise<boolean> {
  if (!secret || token.length > 1024) return false;
  const checked = await verifyToken<PreviewClaims>(secret, PURPOSE, token, now).catch(() => null);
  if (!checked?.ok || checked.payload.m !== modelId || typeof checked.payload.k !== "string") return false;
  const row = await db
    .select({ key: catalogModels.previewKey })
    .from(catalogModels)
    .where(eq(catalogModels.id, modelId))
    .get();
  return row?.key === checked.payload.k;
}
