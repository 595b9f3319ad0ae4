import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { LruMap } from "#app/lib/lru.ts";
import type { HtmlMemo } from "./memo-html.tsx";

// About 25 kB each (the strip's 39 cards): a page's worth for every model, well inside an isolate's memory.
let drawn = new LruMap<string>(120);
// What a memoized part draws holds no Suspense; a draw that fails or still waits after this is not kept.
const DRAW_TIMEOUT_MS = 5_000;

async function drawHtml(pathname: string, draw: () => ReactElement): Promise<string> {
  const failures: unknown[] = [];
  const body = await renderToReadableStream(<StaticRouter location={pathname}>{draw()}</StaticRouter>, {
    signal: AbortSignal.timeout(DRAW_TIMEOUT_MS),
    // As the page's render (app/entry.server.tsx), so that the part's HTML is what the page would have written.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failures.push(error);
    },
  });
  await body.allReady;
  const html = await new Response(body).text();
  if (failures.length > 0) throw failures[0];
  return html;
}

/** One request's view of the isolate's memo; what it missed is drawn by `drawMissed` once the answer is sent. */
export function requestHtmlMemo(url: string): { memo: HtmlMemo; drawMissed: () => Promise<void> } {
  const { pathname } = new URL(url);
  const missed = new Map<string, () => ReactElement>();
  const memo: HtmlMemo = {
    html(key, draw) {
      const fullKey = `${pathname}\n${key()}`;
      const html = drawn.get(fullKey);
      if (html === undefined) missed.set(fullKey, draw);
      return html;
    },
  };
  const drawMissed = async () => {
    for (const [fullKey, draw] of missed) {
      try {
        drawn.set(fullKey, await drawHtml(pathname, draw));
      } catch (error) {
        console.error("HTML memo draw failed", pathname, error instanceof Error ? error.message : error);
      }
    }
  };
  return { memo, drawMissed };
}

/** A fresh isolate, for tests of what the memo holds. */
export function forgetHtmlMemo(): void {
  drawn = new LruMap<string>(120);
}

/** What the isolate holds for one address, by the part's key: for tests that a page came from it. */
export function rememberedHtml(pathname: string): ReadonlyMap<string, string> {
  const prefix = `${pathname}\n`;
  return new Map(
    [...drawn.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, html]) => [key.slice(prefix.length), html]),
  );
}
