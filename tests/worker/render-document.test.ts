import { SELF } from "cloudflare:test";
import * as reactServer from "react-dom/server";
import * as reactServerEdge from "react-dom/server.edge";
import { describe, expect, test } from "vitest";

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

async function page(path: string, userAgent: string) {
  const response = await SELF.fetch(`https://example.com${path}`, { headers: { "user-agent": userAgent } });
  return { response, html: await response.text() };
}

test("these tests render with the server renderer the built Worker ships (react-dom/server under workerd)", () => {
  expect(reactServer).toBe(reactServerEdge);
});

describe("a page's document", () => {
  test.each([
    ["a crawler", CRAWLER],
    ["a browser", BROWSER],
  ])(
    "comes whole for %s: every part in place, nothing sent behind a fallback to be moved by a script",
    async (_, ua) => {
      const { response, html } = await page("/Hel", ua);
      expect(response.status).toBe(200);
      expect(html).toContain('id="galeria"');
      expect(html).toMatch(/<\/html>$/);
      expect(html).not.toMatch(/<template id="B:/);
      expect(html).not.toMatch(/<div hidden id="S:/);
    },
  );

  test("its head is React Router's: the page's module preloads and the module script, with the request's nonce", async () => {
    const { response, html } = await page("/Hel", BROWSER);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)];
    expect(preloads.length).toBeGreaterThan(1);
    for (const [link] of preloads) expect(link).toContain(`nonce="${nonce}"`);
    expect(html.slice(html.indexOf("</head>"))).toMatch(/<script[^>]*type="module"[^>]*>[\s\S]*?import\(/);
  });
});
