import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server.bun";

export interface TextSink {
  write(text: string): void;
  end(): void;
}

export interface RenderedDocument {
  body: ReadableStream<Uint8Array>;
  /** Settles when every Suspense boundary has finished (or the render failed after its shell). */
  allReady: Promise<void>;
}

export interface RenderDocumentOptions {
  nonce?: string;
  signal: AbortSignal;
  onError: (error: unknown) => void;
  /** What the text passes through before the body (the head's rewrite), writing to the sink it is given. */
  through?: (sink: TextSink) => TextSink;
}

/** React's render queued straight into the answer's stream, with no stream stage between (docs/decisions/035). */
export function renderDocument(children: ReactNode, options: RenderDocumentOptions): Promise<RenderedDocument> {
  const { nonce, signal, onError, through = (sink) => sink } = options;
  return new Promise((resolve, reject) => {
    const { promise: allReady, resolve: ready, reject: failed } = Promise.withResolvers<void>();
    // A shell that fails rejects the render itself; nobody waits on allReady then.
    allReady.catch(() => {});
    const encoder = new TextEncoder();
    // Once the reader has gone, the aborted render's last flush has nowhere to go.
    let gone = false;
    const render = renderToPipeableStream(children, {
      nonce,
      // React would send a finished boundary after the first 12.8 kB as a hidden copy that a script reveals: without
      // JavaScript an open editor (on-demand-editor.tsx) would stay hidden. The build then drops React's measure of
      // each piece of markup, which serves only that (docs/decisions/038).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError,
      onAllReady: ready,
      onShellError(error) {
        failed(error);
        reject(error);
      },
      onShellReady() {
        let piped = false;
        const body = new ReadableStream<Uint8Array>(
          {
            // As React's own stream, writing starts at the first read: a caller that waits for allReady first (a
            // crawler's page) gets every finished boundary in place.
            pull(controller) {
              if (piped) return;
              piped = true;
              const sink = through({
                write: (text) => controller.enqueue(encoder.encode(text)),
                end: () => controller.close(),
              });
              // React's build for string sinks writes markup as strings, flushing once per pass: one encoding a pass.
              let pending = "";
              // React writes through `write`, `flush`, `end`, `destroy` and listens with `on`: a Node stream's shape.
              const destination = {
                write(text: string) {
                  pending += text;
                  return true;
                },
                flush() {
                  const text = pending;
                  pending = "";
                  if (!gone && text !== "") sink.write(text);
                },
                end() {
                  destination.flush();
                  if (!gone) sink.end();
                },
                destroy(error: unknown) {
                  failed(error);
                  if (!gone) controller.error(error);
                },
                on: () => destination,
              };
              render.pipe(destination as unknown as NodeJS.WritableStream);
            },
            cancel(reason: unknown) {
              gone = true;
              render.abort(reason);
            },
          },
          { highWaterMark: 0 },
        );
        resolve({ body, allReady });
      },
    });
    const abortRender = () => render.abort(signal.reason);
    if (signal.aborted) abortRender();
    else {
      signal.addEventListener("abort", abortRender, { once: true });
      const forget = () => signal.removeEventListener("abort", abortRender);
      allReady.then(forget, forget);
    }
  });
}
