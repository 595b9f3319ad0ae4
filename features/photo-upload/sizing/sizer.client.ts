import { SizingRefused, type SizedPhoto, type SizePhoto, type SizingReply, type SizingRequest } from "./protocol.ts";

/** `.client`: the server build gets an empty module, so the worker and its encoders never enter the Worker's bundle. */
let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { onProgress: (done: number) => void; settle: (reply: SizingReply) => void }>();

function sizingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./sizing.worker.ts", import.meta.url), { type: "module" });
  started.addEventListener("message", ({ data }: MessageEvent<SizingReply>) => {
    const job = pending.get(data.id);
    if (!job) return;
    if ("progress" in data) job.onProgress(data.progress);
    else {
      pending.delete(data.id);
      job.settle(data);
    }
  });
  worker = started;
  return started;
}

/** Sizes a photo off the main thread, so the page keeps answering while a batch of 12-megapixel photos is drawn. */
export const sizeInWorker: SizePhoto = (file, onProgress, signal) =>
  new Promise<SizedPhoto>((resolve, reject) => {
    const id = nextId++;
    signal.addEventListener("abort", () => {
      pending.delete(id);
      reject(signal.reason);
    });
    pending.set(id, {
      onProgress,
      settle: (reply) => {
        if ("photo" in reply) resolve(reply.photo);
        else if ("error" in reply) reject(new SizingRefused(reply.error));
      },
    });
    sizingWorker().postMessage({ id, file } satisfies SizingRequest);
  });

/** Cancelling a batch stops the photo being drawn too; the next batch starts a fresh worker. */
export function stopSizing(): void {
  worker?.terminate();
  worker = undefined;
  pending.clear();
}
