import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { GalleryGroupName } from "#features/catalog/index.ts";
import type { UploadStatus } from "../model.ts";
import { CANCELLED, failureMessage, sizeAndSend, type UploadTools } from "./photo-way.ts";

export interface ReplaceState {
  status: UploadStatus | "idle";
  progress: number;
  error?: string;
}

/** "Zastąp": sized and sent the uploads' way, to the photo's own address. */
export function useReplace(url: string, group: GalleryGroupName, { size, send }: UploadTools = {}) {
  const [state, setState] = useState<ReplaceState>({ status: "idle", progress: 0 });
  const controller = useRef<AbortController | null>(null);
  const revalidator = useRevalidator();
  const replace = useCallback(
    async (file: File) => {
      controller.current?.abort(new DOMException(CANCELLED, "AbortError"));
      const current = new AbortController();
      controller.current = current;
      try {
        await sizeAndSend(
          { file },
          { size, send },
          {
            url,
            fields: { group },
            signal: current.signal,
            onStep: (status, progress) => setState({ status, progress }),
          },
        );
        setState({ status: "done", progress: 1 });
        void revalidator.revalidate();
      } catch (error) {
        if (current.signal.aborted) return;
        setState({ status: "failed", progress: 0, error: failureMessage(error) });
      }
    },
    [group, revalidator, send, size, url],
  );
  return { ...state, replace };
}
