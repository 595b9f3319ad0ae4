import type { SizedPhoto } from "./size-photo.ts";

export interface SizingRequest {
  id: number;
  file: File;
}

export type SizingReply =
  { id: number; progress: number } | { id: number; photo: SizedPhoto } | { id: number; error: string };

export type SizePhoto = (file: File, onProgress: (done: number) => void, signal: AbortSignal) => Promise<SizedPhoto>;

export class SizingRefused extends Error {}
