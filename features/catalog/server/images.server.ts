import type { ApiRequest } from "#app/lib/api.server.ts";
import { json, jsonError } from "#app/lib/http.server.ts";
import { models } from "../data/models.ts";
import { IMAGE_INDEX_KEY, packGroupImages, type ImageIndex } from "../images.ts";
import { GROUP_SLUGS, photoGroups } from "../model.ts";

// The index changes only on a photo import, so an isolate keeps it a minute instead of reading R2 per page; an
// unreadable index is empty and the pages show the originals.
const INDEX_TTL_MS = 60_000;
let cached: { index: ImageIndex; until: number; bucket: R2Bucket } | undefined;

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

export async function getGroupImages({ env, params }: ApiRequest): Promise<Response> {
  const model = models.find((candidate) => candidate.component === params.component);
  const group = model && photoGroups(model).find((candidate) => GROUP_SLUGS[candidate.name] === params.group);
  if (!model || !group) return jsonError(404, "Nie ma takiej galerii");
  return json({ images: packGroupImages(await loadImageIndex(env.IMAGES), model.component, group) });
}
