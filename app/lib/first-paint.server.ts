import type { TextSink } from "./render-document.server.ts";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/** Announces the modules once the first frame is painted: a callback of the next frame runs before its paint. */
function preloadAfterPaint(hrefs: readonly string[], nonce: string): string {
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  return (
    `<script nonce="${nonce}">requestAnimationFrame(function(){setTimeout(function(){${list}.forEach(function(h){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})})})</script>`
  );
}

/** The document with React Router's module preloads moved after the first paint (decision 006, stop 41's addendum). */
export function modulesAfterFirstPaint(nonce: string, out: TextSink): TextSink {
  let head = "";
  let passed = false;
  return {
    write(text) {
      if (passed) return out.write(text);
      head += text;
      const end = head.indexOf(HEAD_END);
      if (end < 0) return;
      passed = true;
      const hrefs: string[] = [];
      const before = head
        .slice(0, end)
        .replace(MODULE_PRELOAD, (_, href: string) => (hrefs.push(href) === 1 ? "\0" : ""));
      out.write(before.replace("\0", () => preloadAfterPaint(hrefs, nonce)) + head.slice(end));
      head = "";
    },
    end() {
      if (!passed && head !== "") out.write(head);
      out.end();
    },
  };
}
