/** One photo's way to the server, an upload's and "Zastąp"'s alike: sized in the worker once, then sent. */
import { SizingRefused, type SizedPhoto, type SizePhoto } from "../sizing/protocol.ts";
import { sizeInWorker } from "../sizing/sizer.client.ts";
import { sendPhoto, UploadRefused, type PhotoFields, type SendPhoto } from "./send-photo.ts";

export interface UploadTools {
  size?: SizePhoto;
  send?: SendPhoto;
}

export const CANCELLED = "Wysyłanie przerwane.";

export function failureMessage(error: unknown): string {
  return error instanceof SizingRefused || error instanceof UploadRefused ? error.message : CANCELLED;
}

export interface PhotoJob {
  file: File;
  /** Kept after sizing, so a retry sends the same files without sizing anew. */
  sized?: SizedPhoto;
}

export interface PhotoWay {
  url: string;
  fields: PhotoFields;
  signal: AbortSignal;
  onStep: (status: "sizing" | "uploading", done: number) => void;
  onSized?: (sized: SizedPhoto) => void;
}

export async function sizeAndSend(
  job: PhotoJob,
  { size = sizeInWorker, send = sendPhoto }: UploadTools,
  { url, fields, signal, onStep, onSized }: PhotoWay,
): Promise<void> {
  if (!job.sized) {
    onStep("sizing", 0);
    job.sized = await size(job.file, (done) => onStep("sizing", done), signal);
    onSized?.(job.sized);
  }
  onStep("uploading", 0);
  await send(url, job.sized, fields, (sent) => onStep("uploading", sent), signal);
}
