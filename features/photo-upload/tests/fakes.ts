import type { SizedPhoto } from "../sizing/protocol.ts";
import type { SizePhoto } from "../sizing/protocol.ts";
import { UploadRefused, type SendPhoto } from "../state/send-photo.ts";
import type { UploadTools } from "../state/photo-way.ts";

export const SIZED: SizedPhoto = {
  width: 1200,
  height: 900,
  placeholder: "1QcSHQRnh493V4dIh4eXh1h4kJUI",
  gps: [54.608, 18.8],
  parts: [],
};

const never = () => new Promise<never>(() => {});

/** Sizing that reports `share` of the work and never finishes: the uploader stays in that state for its picture. */
export const sizingStuck =
  (share: number): SizePhoto =>
  (_file, onProgress) => {
    onProgress(share);
    return never();
  };

export const sized: SizePhoto = async (_file, onProgress) => {
  onProgress(1);
  return SIZED;
};

export const sendingStuck =
  (share: number): SendPhoto =>
  (_url, _photo, _fields, onProgress) => {
    onProgress(share);
    return never();
  };

export const sent: SendPhoto = async (_url, _photo, _fields, onProgress) => {
  onProgress(1);
  return {};
};

export const REFUSAL = "Plik w640.avif ma 640 × 480 px, a powinien mieć 640 × 427 px";

/** The server refuses the first attempt of each photo named in `failing`, as an upload the test can retry. */
export function refusingFirst(failing: readonly string[]): { tools: UploadTools; calls: string[] } {
  const calls: string[] = [];
  const failedOnce = new Set<string>();
  const names = new WeakMap<SizedPhoto, string>();
  return {
    calls,
    tools: {
      size: async (file) => {
        const photo = { ...SIZED };
        names.set(photo, file.name);
        return photo;
      },
      send: async (url, photo, fields, onProgress) => {
        const name = names.get(photo) ?? "";
        calls.push(name);
        if (failing.includes(name) && !failedOnce.has(name)) {
          failedOnce.add(name);
          throw new UploadRefused(REFUSAL);
        }
        return sent(url, photo, fields, onProgress, new AbortController().signal);
      },
    },
  };
}

export function photoFiles(...names: string[]): File[] {
  return names.map((name) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" }));
}
