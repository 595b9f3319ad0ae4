// `images:import --add`: the owner's photos become uploads, the very files and row the browser's uploader makes.
import sharp from "sharp";
import { uploadSlots, type PartSlot } from "#features/catalog/index.ts";
import { UPLOAD_FIELDS, UPLOAD_LIMITS, uploadParts } from "#features/catalog/upload.ts";
import { decodePixels, encodeAs, fromPixels, placeholderOf } from "./image-variants.ts";

/** The form is keyed by part names, so any key serves for the slots' sizes; the server names the photo. */
const ANY_KEY = "models/import/dzien/u.jpg";

async function encodePart(pixels: Awaited<ReturnType<typeof decodePixels>>, slot: PartSlot): Promise<Buffer> {
  const image =
    slot.width === pixels.width && slot.height === pixels.height
      ? fromPixels(pixels)
      : fromPixels(pixels).resize(slot.width, slot.height, { fit: slot.width === slot.height ? "cover" : "fill" });
  return encodeAs(image, slot.format === "jpeg" ? ".jpg" : slot.format, {});
}

/**
 * One photo as the uploader posts it: turned upright by its EXIF orientation, at most the widest slot, every part
 * re-encoded (so no EXIF or GPS goes along), with its width, height and ThumbHash.
 */
export async function uploadFormOf(file: string, group: string, caption?: string): Promise<FormData> {
  const source = sharp(file, { failOn: "error" }).rotate();
  const pixels = await decodePixels(
    source
      .resize(UPLOAD_LIMITS.maxWidth, UPLOAD_LIMITS.maxHeight, { fit: "inside", withoutEnlargement: true })
      .removeAlpha(),
  );
  const size = { width: pixels.width, height: pixels.height };
  const slots = uploadSlots(ANY_KEY, size);
  const form = new FormData();
  form.set(UPLOAD_FIELDS.width, String(size.width));
  form.set(UPLOAD_FIELDS.height, String(size.height));
  form.set(UPLOAD_FIELDS.placeholder, await placeholderOf(pixels));
  form.set(UPLOAD_FIELDS.group, group);
  if (caption) form.set(UPLOAD_FIELDS.caption, caption);
  const parts = await Promise.all(
    uploadParts(size.width).map(async (part) => [part, await encodePart(pixels, slots.get(part)!)] as const),
  );
  for (const [part, body] of parts) form.append(part, new Blob([new Uint8Array(body)]), part);
  return form;
}

export interface PhotoTarget {
  /** The model's id by its component, drafts included; undefined when the catalogue lacks it. */
  modelId(component: string): Promise<number | undefined>;
  /** Stores one photo as `POST /api/models/:id/photos` does; resolves to its key. */
  upload(modelId: number, form: FormData): Promise<string>;
  close(): Promise<void>;
}

export interface AddResult {
  added: string[];
  failures: { file: string; message: string }[];
}

export async function addPhotos(
  files: readonly string[],
  component: string,
  group: string,
  target: PhotoTarget,
): Promise<AddResult> {
  const modelId = await target.modelId(component);
  if (modelId === undefined) throw new Error(`Nie ma modelu '${component}' w katalogu.`);
  const result: AddResult = { added: [], failures: [] };
  for (const file of files) {
    try {
      result.added.push(await target.upload(modelId, await uploadFormOf(file, group)));
    } catch (error) {
      result.failures.push({ file, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

/** The live site through its own route, signed in as the admin (ADMIN_LOGIN and ADMIN_PASSWORD). */
export async function siteTarget(site: string, login: string, password: string): Promise<PhotoTarget> {
  const origin = new URL(site).origin;
  const signIn = await fetch(`${origin}/api/users/verify`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ login, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  if (!signIn.ok || !cookie) throw new Error(`Logowanie na ${origin} nie powiodło się (${signIn.status}).`);
  const headers = { origin, cookie };
  return {
    async modelId(component) {
      const answer = await fetch(`${origin}/api/models`, { headers });
      const { models } = (await answer.json()) as { models: { id: number; component: string }[] };
      return models.find((model) => model.component === component)?.id;
    },
    async upload(modelId, form) {
      const answer = await fetch(`${origin}/api/models/${modelId}/photos`, { method: "POST", headers, body: form });
      const body = (await answer.json()) as { photo?: { key: string }; error?: string };
      if (answer.status !== 201 || !body.photo) throw new Error(body.error ?? `HTTP ${answer.status}`);
      return body.photo.key;
    },
    close: async () => undefined,
  };
}
