import { SELF } from "cloudflare:test";
import { createElement, Suspense, use, type ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { modulesAfterFirstPaint } from "#app/lib/first-paint.server.ts";
import { renderDocument, type RenderDocumentOptions } from "#app/lib/render-document.server.ts";

const h = createElement;

function Later({ promise }: { promise: Promise<string> }) {
  return h("p", null, use(promise));
}

function page(body: ReactNode) {
  return h(
    "html",
    null,
    h("head", null, h("title", null, "Próba"), h("link", { rel: "modulepreload", href: "/assets/a.js" })),
    h("body", null, body),
  );
}

const never = new Promise<string>(() => {});

function settle(promise: Promise<unknown>): Promise<"ready" | "failed"> {
  return promise.then(
    () => "ready",
    () => "failed",
  );
}

/** A page whose one boundary waits for `promise`; what React reports as errors is collected. */
async function renderLate(promise: Promise<string>, options: Partial<RenderDocumentOptions> = {}) {
  const errors: unknown[] = [];
  const rendered = await renderDocument(
    page(h(Suspense, { fallback: h("p", null, "Wczytuję…") }, h(Later, { promise }))),
    {
      nonce: "n0nce",
      signal: new AbortController().signal,
      onError: (error) => {
        errors.push(error);
      },
      ...options,
    },
  );
  return { ...rendered, errors };
}

describe("rendering into the answer's stream", () => {
  test("the shell, the head rewritten, then a boundary that finishes later, in one body", async () => {
    let finish = (_text: string) => {};
    const later = new Promise<string>((resolve) => (finish = resolve));
    const { body, allReady, errors } = await renderLate(later, {
      through: (sink) => modulesAfterFirstPaint("n0nce", sink),
    });
    const text = new Response(body).text();
    setTimeout(() => finish("Gotowe: łódź"), 20);
    const html = await text;
    expect(await settle(allReady)).toBe("ready");
    expect(errors).toEqual([]);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link rel="modulepreload"/);
    expect(head).toContain('<script nonce="n0nce">requestAnimationFrame(');
    expect(head).toContain('["/assets/a.js"]');
    expect(html).toContain("Wczytuję…");
    expect(html).toContain("Gotowe: łódź");
  });

  test("a caller that waits for allReady first (a crawler's page) gets a late boundary in place", async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve("Gotowe dla robota"), 20));
    const { body, allReady } = await renderLate(later);
    await allReady;
    const html = await new Response(body).text();
    expect(html).toContain("<p>Gotowe dla robota</p>");
    expect(html).not.toContain("Wczytuję…");
    expect(html).not.toContain('<div hidden id="S:');
  });

  test("an error in the shell rejects the render, and nothing is sent", async () => {
    function Broken(): ReactNode {
      throw new Error("zepsuty szkielet");
    }
    const rendered = renderDocument(page(h(Broken)), {
      nonce: "n0nce",
      signal: new AbortController().signal,
      onError: () => {},
    });
    await expect(rendered).rejects.toThrow("zepsuty szkielet");
  });

  test("the timeout's signal ends a boundary that never finishes: the body closes and allReady settles", async () => {
    const timeout = new AbortController();
    const { body, allReady, errors } = await renderLate(never, { signal: timeout.signal });
    const text = new Response(body).text();
    const tooLong = new Error("za długo");
    timeout.abort(tooLong);
    const html = await text;
    expect(await settle(allReady)).toBe("ready");
    expect(html).toContain("Wczytuję…");
    expect(html).toContain("</html>");
    expect(errors).toEqual([tooLong]);
  });

  test("a reader that goes away aborts the render", async () => {
    const { body, allReady, errors } = await renderLate(never);
    const reader = body.getReader();
    await reader.read();
    const left = new Error("czytelnik odszedł");
    await reader.cancel(left);
    expect(await settle(allReady)).toBe("ready");
    // Only the reason: the aborted render's last flush into the closed stream is not an error of its own.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toEqual([left]);
  });
});

describe("a crawler's page", () => {
  test("comes whole: every part in place, nothing sent behind a fallback to be moved by a script", async () => {
    const response = await SELF.fetch("https://example.com/Hel", {
      headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('id="galeria"');
    expect(html).not.toMatch(/<template id="B:/);
    expect(html).not.toMatch(/<div hidden id="S:/);
  });
});
