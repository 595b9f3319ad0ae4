import type { ByteSink } from "./render-document.server.ts";

const HEAD_END = new TextEncoder().encode("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array): number {
  outer: for (let start = 0; start <= bytes.length - pattern.length; start += 1) {
    for (let offset = 0; offset < pattern.length; offset += 1) {
      if (bytes[start + offset] !== pattern[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

/** Announces the modules once the first frame is painted: a callback of the next frame runs before its paint. */
function preloadAfterPaint(hrefs: readonly string[], nonce: string): string {
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  return (
    `<script nonce="${nonce}">requestAnimationFrame(function(){setTimeout(function(){${list}.forEach(function(h){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})})})</script>`
  );
}

/**
 * The document with React Router's module preloads announced after the first paint instead of in its head
 * (decision 006, addendum of stop 41): before it, they share the connection with the stylesheet and the banner.
 */
export function modulesAfterFirstPaint(nonce: string, out: ByteSink): ByteSink {
  let head = new Uint8Array(0);
  let passed = false;
  return {
    write(chunk) {
      if (passed) return out.write(chunk);
      const joined = new Uint8Array(head.length + chunk.length);
      joined.set(head);
      joined.set(chunk, head.length);
      // `</head>` is ASCII: the bytes before it end on a whole character.
      const end = indexOfBytes(joined, HEAD_END);
      if (end < 0) {
        head = joined;
        return;
      }
      passed = true;
      const hrefs: string[] = [];
      const text = new TextDecoder()
        .decode(joined.subarray(0, end))
        .replace(MODULE_PRELOAD, (_, href: string) => (hrefs.push(href) === 1 ? "\0" : ""));
      out.write(new TextEncoder().encode(text.replace("\0", () => preloadAfterPaint(hrefs, nonce))));
      out.write(joined.subarray(end));
    },
    end() {
      if (!passed && head.length > 0) out.write(head);
      out.end();
    },
  };
}
