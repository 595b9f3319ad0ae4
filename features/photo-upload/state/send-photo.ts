import { UPLOAD_FIELDS } from "#features/catalog/index.ts";
import type { SizedPhoto } from "../sizing/protocol.ts";

export interface PhotoFields {
  group: string;
  caption?: string;
}

export type SendPhoto = (
  url: string,
  photo: SizedPhoto,
  fields: PhotoFields,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

export class UploadRefused extends Error {}

const OFFLINE = "Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.";
const FAILED = "Serwer nie przyjął zdjęcia. Spróbuj ponownie za chwilę.";

export function uploadForm(photo: SizedPhoto, fields: PhotoFields): FormData {
  const form = new FormData();
  form.set(UPLOAD_FIELDS.group, fields.group);
  form.set(UPLOAD_FIELDS.caption, fields.caption ?? "");
  form.set(UPLOAD_FIELDS.width, String(photo.width));
  form.set(UPLOAD_FIELDS.height, String(photo.height));
  form.set(UPLOAD_FIELDS.placeholder, photo.placeholder);
  for (const [part, blob] of photo.parts) form.set(part, blob, part);
  return form;
}

/** XMLHttpRequest, not fetch: only it reports how much of a request body has gone (a phone's upload takes a while). */
export const sendPhoto: SendPhoto = (url, photo, fields, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { photo?: unknown; error?: unknown } | null;
      if (request.status === 201 || request.status === 200) resolve(body?.photo);
      else reject(new UploadRefused(typeof body?.error === "string" ? body.error : FAILED));
    });
    request.addEventListener("error", () => reject(new UploadRefused(OFFLINE)));
    request.addEventListener("abort", () => reject(signal.reason));
    signal.addEventListener("abort", () => request.abort());
    request.send(uploadForm(photo, fields));
  });
