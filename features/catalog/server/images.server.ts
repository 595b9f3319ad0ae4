import { IMAGE_INDEX_KEY, packGroupImages, type GroupImages, type ImageIndex } from "../images.ts";
import { GROUP_SLUGS, photoGroups, type Model } from "../model.ts";
import type { Catalog } from "./catalog.server.ts";

// The index changes only on a photo import, so an isolate keeps it a minute instead of reading R2 per page; an
// unreadable index is empty and the pages show the originals.
const INDEX_TTL_MS = 60_000;
let cached: { index: ImageIndex; until: number; bucket: R2Bucket } | undefined;

/** A fresh isolate, for tests that write the index. */
export function forgetImageIndex(): void {
  cached = undefined;
}

export async function loadImageIndex(bucket: R2Bucket): Promise<ImageIndex> {
  const now = Date.now();
  if (cached && cached.bucket === bucket && cached.until > now) return cached.index;
  let index: ImageIndex = {};
  try {
    const object = await bucket.get(IMAGE_INDEX_KEY);
    if (object) index = (await object.json()) as ImageIndex;
  } catch (error) {
    console.error("Image index unreadable", error instanceof Error ? error.message : error);
  }
  cached = { index, until: now + INDEX_TTL_MS, bucket };
  return index;
}

export async function groupImages(
  bucket: R2Bucket,
  catalog: Catalog,
  model: Model,
  slug: string,
): Promise<GroupImages | null> {
  const group = photoGroups(model).find((candidate) => GROUP_SLUGS[candidate.name] === slug);
  if (!group) return null;
  return packGroupImages(catalog.images(await loadImageIndex(bucket)), model.component, group);
}
