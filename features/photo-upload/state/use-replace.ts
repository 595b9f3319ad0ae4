import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { GalleryGroupName } from "#features/catalog/index.ts";
import type { UploadStatus } from "../model.ts";
import { SizingRefused } from "../sizing/protocol.ts";
import { sizeInWorker } from "../sizing/sizer.client.ts";
import { sendPhoto, UploadRefused } from "./send-photo.ts";
import { CANCELLED, type UploadTools } from "./use-uploads.ts";

export interface ReplaceState {
  status: UploadStatus | "idle";
  progress: number;
  error?: string;
}

/** "Zastąp": sized and sent the uploads' way, to the photo's own address. */
export function useReplace(
  url: string,
  group: GalleryGroupName,
  { size = sizeInWorker, send = sendPhoto }: UploadTools = {},
) {
  const [state, setState] = useState<ReplaceState>({ status: "idle", progress: 0 });
  const controller = useRef<AbortController | null>(null);
  const revalidator = useRevalidator();
  const replace = useCallback(
    async (file: File) => {
      controller.current?.abort(new DOMException(CANCELLED, "AbortError"));
      const current = new AbortController();
      controller.current = current;
      try {
        setState({ status: "sizing", progress: 0 });
        const sized = await size(file, (done) => setState({ status: "sizing", progress: done }), current.signal);
        setState({ status: "uploading", progress: 0 });
        await send(url, sized, { group }, (sent) => setState({ status: "uploading", progress: sent }), current.signal);
        setState({ status: "done", progress: 1 });
        void revalidator.revalidate();
      } catch (error) {
        if (current.signal.aborted) return;
        const known = error instanceof SizingRefused || error instanceof UploadRefused;
        setState({ status: "failed", progress: 0, error: known ? error.message : CANCELLED });
      }
    },
    [group, revalidator, send, size, url],
  );
  return { ...state, replace };
}
