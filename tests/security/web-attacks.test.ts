import { env } from "cloudflare:workers";
import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import type { InfoNode } from "#app/lib/markdown.ts";
import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { renderInfoMarkdown } from "#app/lib/markdown.server.ts";
import { call, createActor, insertComment, ORIGIN, resetDatabase, snapshot, type Actor } from "./support.ts";

/*
 * Web attacks against the API and the info text's markdown (docs/promises.md): cross-site requests,
 * answers a browser could be tricked into rendering or framing, and links that would run script. The browser's
 * side of the same attacks (stored XSS rendering inert, CSP, framing) is in tests/e2e/security.test.ts.
 */

const CROSS_SITE_MESSAGE = "Żądanie z obcej strony zostało odrzucone. Odśwież stronę i spróbuj ponownie.";
const SAFE_PROTOCOLS = new Set(["http:", "https:", "irc:", "ircs:", "mailto:", "xmpp:"]);

let admin: Actor;
let commentId: number;

beforeEach(async () => {
  await resetDatabase();
  admin = await createActor("szef", { admin: true });
  commentId = await insertComment("Hel", admin, "Komentarz administratora");
  await env.DB.prepare("INSERT INTO info (id, content, updated_at) VALUES (1, 'Oryginał', 0)").run();
});

/** Every mutating route, sent with the admin's cookie: the worst case for a forged request. */
function mutations() {
  return [
    {
      name: "register",
      method: "POST",
      path: "/api/users",
      body: { login: "obcy", email: "obcy@example.com", password: "haslo-obcego" },
    },
    { name: "login", method: "POST", path: "/api/users/verify", body: { login: "szef", password: "tajne-haslo" } },
    { name: "logout", method: "POST", path: "/api/users/logout" },
    { name: "info", method: "POST", path: "/api/info", body: { content: "Przejęte" } },
    { name: "comment", method: "POST", path: "/api/comments/Hel", body: { comment: "Spam z obcej strony" } },
    { name: "edit", method: "PATCH", path: `/api/comments/Hel/${commentId}`, body: { comment: "Zmienione" } },
    { name: "delete", method: "DELETE", path: `/api/comments/Hel/${commentId}` },
    { name: "like", method: "POST", path: `/api/comments/Hel/${commentId}/like` },
  ];
}

describe("cross-site request forgery", () => {
  test.each<[string, { origin: string | null; site?: string }]>([
    ["another site", { origin: "https://evil.example" }],
    ["an opaque origin", { origin: "null" }],
    ["this host over http", { origin: "http://kartonowe.test" }],
    ["this host on another port", { origin: "https://kartonowe.test:8443" }],
    ["a subdomain", { origin: "https://sklep.kartonowe.test" }],
    ["a lookalike host", { origin: "https://kartonowe.test.evil.example" }],
    ["no Origin, Sec-Fetch-Site cross-site", { origin: null, site: "cross-site" }],
    ["no Origin, Sec-Fetch-Site same-site", { origin: null, site: "same-site" }],
  ])("every mutating route refuses a request from %s with 403 and changes nothing", async (_, { origin, site }) => {
    const before = await snapshot();
    for (const route of mutations()) {
      const response = await call(route.method, route.path, {
        body: route.body,
        cookie: admin.cookie,
        origin,
        headers: site ? { "sec-fetch-site": site } : {},
      });
      expect(response.status, route.name).toBe(403);
      expect(await response.json(), route.name).toEqual({ error: CROSS_SITE_MESSAGE });
    }
    expect(await snapshot()).toEqual(before);
  });

  test("a same-origin request, or one the visitor made directly, is let through", async () => {
    const allowed: Record<string, string>[] = [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }, {}];
    for (const headers of allowed) {
      const response = await call("POST", "/api/info", {
        origin: null,
        headers,
        cookie: admin.cookie,
        body: { content: "Zmiana z tej strony" },
      });
      expect(response.status).toBe(200);
    }
  });

  test("no answer opens itself to other origins with CORS headers, not even to a preflight", async () => {
    const requests = [
      call("GET", "/api/comments/Hel", { origin: "https://evil.example", cookie: admin.cookie }),
      call("GET", "/api/users/verify", { origin: "https://evil.example", cookie: admin.cookie }),
      call("GET", "/api/info", { origin: "https://evil.example" }),
      call("OPTIONS", "/api/info", {
        origin: "https://evil.example",
        headers: { "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      const cors = [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));
      expect(cors).toEqual([]);
      await response.arrayBuffer();
    }
  });
});

describe("answers a browser must not render or frame", () => {
  test("stored script payloads come back as JSON text, never as HTML, with nosniff and no framing", async () => {
    const payload = `<script>alert(1)</script><img src=x onerror=alert(2)>"'</textarea>`;
    const added = await call("POST", "/api/comments/Hel", {
      body: { login: "<svg/onload=alert()>", comment: payload },
    });
    expect(added.status).toBe(201);
    for (const response of [added, await call("GET", "/api/comments/Hel"), await call("GET", "/api/nie-ma")]) {
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      await response.arrayBuffer();
    }
    const list = (await (await call("GET", "/api/comments/Hel")).json()) as {
      comments: { login: string; comment: string }[];
    };
    // Stored and answered verbatim: escaping is the renderer's job, and it is checked in the browser.
    expect(list.comments.at(-1)).toMatchObject({ login: "<svg/onload=alert()>", comment: payload });
  });

  test("a 404 image answer is JSON with the same headers", async () => {
    const response = await call("GET", "/images/models/Hel/nie-ma-takiego.webp");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    await response.arrayBuffer();
  });
});

/** Every link and image address in a rendered tree, and every element name. */
function collect(
  nodes: readonly InfoNode[],
  out = { urls: [] as string[], tags: [] as string[], props: [] as string[] },
) {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    out.tags.push(node.tag);
    for (const [name, value] of Object.entries(node.props ?? {})) {
      out.props.push(name);
      if ((name === "href" || name === "src") && typeof value === "string") out.urls.push(value);
    }
    collect(node.children ?? [], out);
  }
  return out;
}

/** What a browser would do with the address: resolve it as WHATWG URL does and look at the scheme. */
function runsScript(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, `${ORIGIN}/`);
  } catch {
    return false;
  }
  return !SAFE_PROTOCOLS.has(parsed.protocol);
}

/** The browser-side markup of a tree, as the home page renders it, and the attributes in it. */
async function markupOf(nodes: InfoNode[]) {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(InfoMarkdown, { nodes })));
  const attributes: [string, string][] = [];
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        // The DOM's Element type shadows HTMLRewriter's here: its attributes are [name, value] pairs.
        for (const [name, value] of element.attributes as unknown as Iterable<[string, string]>) {
          attributes.push([name, value]);
        }
      },
    })
    .transform(new Response(html))
    .text();
  return { html, attributes };
}

const DANGEROUS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "javascript&colon;alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript&#x3A;alert(1)",
  "java&#x09;script:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<script>alert(1)</script>",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "blob:https://evil.example/1",
];

describe("the info text's markdown", () => {
  test.each(DANGEROUS)("neutralises %j in every kind of link and image", async (url) => {
    const markdown = [
      `[inline](${url})`,
      `[angle](<${url}>)`,
      `[title](${url} "tytuł")`,
      `[reference][ref]`,
      `![image](${url})`,
      `<${url}>`,
      `<a href="${url}">raw html</a>`,
      `<img src="${url}">`,
      "",
      `[ref]: ${url}`,
    ].join("\n\n");
    const nodes = renderInfoMarkdown(markdown);
    const found = collect(nodes);
    expect(found.urls.filter(runsScript)).toEqual([]);
    const { html, attributes } = await markupOf(nodes);
    const unsafe = attributes.filter(([name, value]) => (name === "href" || name === "src") && runsScript(value));
    expect(unsafe, html).toEqual([]);
    expect(
      attributes.filter(([name]) => name.startsWith("on")),
      html,
    ).toEqual([]);
    // The link texts stay readable as plain text.
    expect(html).toContain("inline");
  });

  test("keeps the allowed protocols and the site's own addresses (and the checks above see them)", async () => {
    const nodes = renderInfoMarkdown(
      "[a](https://example.com) [b](http://example.com) [c](mailto:a@example.com) [d](xmpp:a@example.com) " +
        "[e](irc://irc.example.com) [f](ircs://irc.example.com) [g](/Hel) [h](#komentarze)",
    );
    expect(collect(nodes).urls).toEqual([
      "https://example.com",
      "http://example.com",
      "mailto:a@example.com",
      "xmpp:a@example.com",
      "irc://irc.example.com",
      "ircs://irc.example.com",
      "/Hel",
      "#komentarze",
    ]);
    const { attributes } = await markupOf(nodes);
    expect(attributes).toEqual(
      expect.arrayContaining([
        ["href", "https://example.com"],
        ["href", "/Hel"],
      ]),
    );
    expect(["javascript:alert(1)", "java\tscript:x", " data:text/html,x"].map(runsScript)).toEqual([true, true, true]);
  });

  test("no markdown, however built, yields a script-running address, an event handler or a foreign element", async () => {
    const scheme = fc.constantFrom(
      "javascript",
      "JAVASCRIPT",
      "data",
      "vbscript",
      "jav\tascript",
      "java&#115;cript",
      "https",
      "mailto",
    );
    const noise = fc.constantFrom("", " ", "\u0000", "\t", "\n", "&#0;", "%20", "\\");
    const url = fc
      .tuple(
        noise,
        scheme,
        fc.constantFrom(":", "&colon;", "&#58;", "%3A"),
        fc.constantFrom("alert(1)", "//example.com/", "text/html,<script>alert(1)</script>"),
      )
      .map((parts) => parts.join(""));
    const fragment = fc.oneof(
      url.map((target) => `[link](${target})`),
      url.map((target) => `![img](${target})`),
      url.map((target) => `<${target}>`),
      url.map((target) => `[ref]\n\n[ref]: ${target}`),
      url.map((target) => `<a href="${target}" onclick="alert(1)">x</a>`),
      fc.constantFrom(
        "<script>alert(1)</script>",
        "<iframe src=javascript:alert(1)>",
        "<svg onload=alert(1)>",
        "<style>*{}</style>",
      ),
      fc.string({ unit: "grapheme", maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fragment, { minLength: 1, maxLength: 6 }), async (fragments) => {
        const nodes = renderInfoMarkdown(fragments.join("\n\n"));
        const found = collect(nodes);
        expect(found.urls.filter(runsScript)).toEqual([]);
        expect(
          found.tags.filter((tag) => ["script", "iframe", "svg", "style", "object", "embed"].includes(tag)),
        ).toEqual([]);
        expect(
          found.props.filter((name) => !["href", "src", "alt", "title", "start", "className"].includes(name)),
        ).toEqual([]);
        const { attributes } = await markupOf(nodes);
        expect(attributes.filter(([name, value]) => (name === "href" || name === "src") && runsScript(value))).toEqual(
          [],
        );
        expect(attributes.filter(([name]) => name.startsWith("on"))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
