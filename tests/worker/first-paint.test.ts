import { SELF } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { withoutModulePreloads } from "#app/lib/first-paint.server.ts";

async function throughTransform(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const bytes = chunks.map((chunk) => encoder.encode(chunk));
  // A chunk boundary inside a character: the second byte of "ł" starts the next chunk.
  const split = bytes.flatMap((chunk) => {
    const at = chunk.indexOf(0xc5);
    return at >= 0 ? [chunk.subarray(0, at + 1), chunk.subarray(at + 1)] : [chunk];
  });
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of split) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(stream.pipeThrough(withoutModulePreloads())).text();
}

describe("the first paint", () => {
  test("a page's head announces no module: its module script fetches them after the body", async () => {
    const html = await (await SELF.fetch("https://example.com/Hel")).text();
    expect(html).toContain("</head>");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.slice(html.indexOf("</head>"))).toMatch(/<script[^>]*type="module"[^>]*>[\s\S]*?import\(/);
  });

  test("only the head's module preloads go; the rest passes byte for byte, however the stream is cut", async () => {
    const body = '<body><p>Pół łyżki</p><link rel="modulepreload" href="/w-tresci.js"/></body></html>';
    const html = await throughTransform([
      '<!DOCTYPE html><html><head><title>Łódź</title><link rel="modulepreload" href="/a.js" nonce="x"/>',
      '<link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js"/></he',
      `ad>${body}`,
    ]);
    expect(html).toBe(
      `<!DOCTYPE html><html><head><title>Łódź</title><link rel="stylesheet" href="/s.css"/></head>${body}`,
    );
    expect(await throughTransform(["<p>bez nagłówka</p>"])).toBe("<p>bez nagłówka</p>");
  });
});
