import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { UPLOAD_LIMITS, type GalleryGroupName, type LatLng } from "#features/catalog/index.ts";
import { isBusy, type UploadItem } from "../model.ts";
import { stopSizing } from "../sizing/sizer.client.ts";
import { CANCELLED, failureMessage, sizeAndSend, type PhotoJob, type UploadTools } from "./photo-way.ts";

export const LEAVE = "Zdjęcia jeszcze się wysyłają. Opuścić stronę? Niewysłane zdjęcia trzeba będzie dodać ponownie.";

export function tooManyMessage(limit: number): string {
  return `Naraz można dodać najwyżej ${countNoun(limit, NOUNS.photo)}: pozostałe dodaj w następnej partii.`;
}

interface Job extends PhotoJob {
  id: number;
  group: GalleryGroupName;
}

/** One photo at a time through sizing and upload; a refusal marks that photo and the batch goes on. */
export function useUploads(url: string, { size, send }: UploadTools = {}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [gps, setGps] = useState<LatLng | null>(null);
  const jobs = useRef(new Map<number, Job>());
  const queue = useRef<number[]>([]);
  const running = useRef(false);
  const controller = useRef(new AbortController());
  const nextId = useRef(0);
  const gpsOffered = useRef(false);
  const revalidator = useRevalidator();

  const update = useCallback((id: number, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let stored = 0;
    for (let id = queue.current.shift(); id !== undefined; id = queue.current.shift()) {
      const job = jobs.current.get(id);
      if (!job) continue;
      const { signal } = controller.current;
      try {
        await sizeAndSend(
          job,
          { size, send },
          {
            url,
            fields: { group: job.group },
            signal,
            onStep: (status, progress) => update(id, { status, progress, error: undefined }),
            onSized: (sized) => {
              if (!sized.gps || gpsOffered.current) return;
              gpsOffered.current = true;
              setGps(sized.gps);
            },
          },
        );
        update(id, { status: "done", progress: 1 });
        jobs.current.delete(id);
        stored += 1;
      } catch (error) {
        update(id, { status: "failed", progress: 0, error: failureMessage(error) });
      }
    }
    running.current = false;
    if (stored > 0) void revalidator.revalidate();
  }, [revalidator, send, size, update, url]);

  const add = useCallback(
    (files: readonly File[], group: GalleryGroupName) => {
      const room = UPLOAD_LIMITS.batchPhotos - items.filter(isBusy).length;
      setNotice(files.length > room ? tooManyMessage(UPLOAD_LIMITS.batchPhotos) : null);
      const taken = files.slice(0, Math.max(0, room)).map((file) => {
        const id = nextId.current++;
        jobs.current.set(id, { id, file, group });
        queue.current.push(id);
        return { id, name: file.name, group, status: "waiting", progress: 0 } satisfies UploadItem;
      });
      setItems((list) => [...list.filter((item) => item.status !== "done"), ...taken]);
      void run();
    },
    [items, run],
  );

  const retry = useCallback(
    (id: number) => {
      if (!jobs.current.has(id)) return;
      queue.current.push(id);
      update(id, { status: "waiting", progress: 0, error: undefined });
      void run();
    },
    [run, update],
  );

  const cancel = useCallback(() => {
    controller.current.abort(new DOMException(CANCELLED, "AbortError"));
    controller.current = new AbortController();
    stopSizing();
    queue.current = [];
    setItems((list) =>
      list.map((item) => (isBusy(item) ? { ...item, status: "failed", progress: 0, error: CANCELLED } : item)),
    );
  }, []);

  const busy = items.some(isBusy);
  const dismissGps = useCallback(() => setGps(null), []);
  return { items, busy, notice, gps, dismissGps, add, retry, cancel };
}
