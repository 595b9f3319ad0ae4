import type { ApiRequest } from "#app/lib/api.server.ts";
import { json, jsonError } from "#app/lib/http.server.ts";
import { models } from "../data/models.ts";
import { IMAGE_INDEX_KEY, type ImageIndex } from "../images.ts";
import { GROUP_SLUGS, photoGroups, photoKeys, type Model, type PhotoGroup } from "../model.ts";

/**
 * The index changes only when the owner imports photos, so an isolate keeps it for a minute rather than reading
 * R2 for every page; a failed read is an empty index, and the pages then show the originals (as before 012).
 */
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

/** The index entries of one group's photos: what a page sends with the group it shows. */
export function groupImageIndex(index: ImageIndex, model: Pick<Model, "component">, group: PhotoGroup): ImageIndex {
  const entries: Record<string, ImageIndex[string]> = {};
  for (let number = 1; number <= group.quantity; number++) {
    const key = photoKeys(model.component, group, number).full;
    const entry = index[key];
    if (entry) entries[key] = entry;
  }
  return entries;
}

/** `GET /api/photos/:component/:group`: the sizes and placeholders of a group the visitor opens after the page. */
export async function getGroupImages({ env, params }: ApiRequest): Promise<Response> {
  const model = models.find((candidate) => candidate.component === params.component);
  const group = model && photoGroups(model).find((candidate) => GROUP_SLUGS[candidate.name] === params.group);
  if (!model || !group) return jsonError(404, "Nie ma takiej galerii");
  return json({ images: groupImageIndex(await loadImageIndex(env.IMAGES), model, group) });
}
