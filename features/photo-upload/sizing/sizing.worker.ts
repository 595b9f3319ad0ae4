/// <reference lib="webworker" />
import { sizePhoto } from "./size-photo.ts";
import { SizingRefused, type SizingReply, type SizingRequest } from "./protocol.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: SizingReply) => scope.postMessage(message);

// One photo at a time: a phone has memory for one decoded 12-megapixel picture, not for a batch of them.
let queue = Promise.resolve();
scope.addEventListener("message", ({ data }: MessageEvent<SizingRequest>) => {
  queue = queue.then(async () => {
    try {
      const photo = await sizePhoto(data.file, (done) => reply({ id: data.id, progress: done }));
      reply({ id: data.id, photo });
    } catch (error) {
      reply({
        id: data.id,
        error:
          error instanceof SizingRefused ? error.message : `Nie udało się przygotować zdjęcia „${data.file.name}”.`,
      });
    }
  });
});
