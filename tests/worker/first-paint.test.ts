import { SELF } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { modulesAfterFirstPaint } from "#app/lib/first-paint.server.ts";

async function throughTransform(chunks: string[]): Promise<string> {
  const out: string[] = [];
  let ended = 0;
  const sink = modulesAfterFirstPaint("n0nce", { write: (text) => out.push(text), end: () => (ended += 1) });
  for (const chunk of chunks) sink.write(chunk);
  sink.end();
  expect(ended).toBe(1);
  return out.join("");
}

describe("the first paint", () => {
  test("a page's head announces its modules only after the first paint", async () => {
    const response = await SELF.fetch("https://example.com/Hel");
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const head = html.slice(0, html.indexOf("</head>"));
    // Found as text: a nonce is base64, whose "+" a regular expression would read as a quantifier.
    const script = head.slice(head.indexOf(`<script nonce="${nonce}">requestAnimationFrame(`));
    const announced = /(\[[^\]]*\])\.forEach/.exec(script);
    const modules = JSON.parse(announced?.[1] ?? "[]") as string[];
    expect(modules.length).toBeGreaterThan(0);
    expect(html.slice(html.indexOf("</head>"))).toMatch(/<script[^>]*type="module"[^>]*>[\s\S]*?import\(/);
  });

  test("the head's module preloads become one script in place of the first; the rest passes byte for byte", async () => {
    const body = '<body><p>Pół łyżki</p><link rel="modulepreload" href="/w-tresci.js"/></body></html>';
    const html = await throughTransform([
      '<!DOCTYPE html><html><head><title>Łódź</title><link rel="modulepreload" href="/a.js" nonce="x"/>',
      '<link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js"/></he',
      `ad>${body}`,
    ]);
    const script =
      '<script nonce="n0nce">requestAnimationFrame(function(){setTimeout(function(){["/a.js","/b.js"].forEach(' +
      'function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})})})' +
      "</script>";
    expect(html).toBe(
      `<!DOCTYPE html><html><head><title>Łódź</title>${script}<link rel="stylesheet" href="/s.css"/></head>${body}`,
    );
    expect(await throughTransform(["<p>bez nagłówka</p>"])).toBe("<p>bez nagłówka</p>");
  });
});
