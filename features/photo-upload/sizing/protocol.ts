import type { LatLng, UploadPart } from "#features/catalog/index.ts";

export interface SizedPhoto {
  width: number;
  height: number;
  placeholder: string;
  gps?: LatLng;
  /** In `uploadParts(width)` order. */
  parts: readonly (readonly [UploadPart, Blob])[];
}

export interface SizingRequest {
  id: number;
  file: File;
}

export type SizingReply =
  { id: number; progress: number } | { id: number; photo: SizedPhoto } | { id: number; error: string };

export type SizePhoto = (file: File, onProgress: (done: number) => void, signal: AbortSignal) => Promise<SizedPhoto>;

/** A refusal the owner can act on, in Polish, naming the file: thrown in the worker, thrown again on the page. */
export class SizingRefused extends Error {}
