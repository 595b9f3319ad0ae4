import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { E2E_PORT } from "./ports.ts";
import { formToken } from "./form-token.ts";
import { hydrated } from "./hydration.ts";
import { withHomeTextsLocked } from "./home-texts-lock.ts";

/*
 * The browser's side of the security suite: stored XSS payloads in comments, guest names and the info
 * text render as inert text; the page policy (CSP) is present, strict and actually enforced; the site refuses to
 * be framed; a foreign page cannot make the API act. The API's side is in tests/security/ (workerd).
 */

/** Hooks outside a test have no `baseURL` fixture. */
const BASE_URL = `http://localhost:${E2E_PORT}`;
/** A site on another origin, served by Playwright itself (routed, never reaches the network). */
const EVIL = "http://evil.test";
/** The admin the e2e server seeds (scripts/lib/admin.ts). */
const ADMIN = { login: "admin", password: "admin-lokalnie" };
const RUN = Date.now().toString(36).slice(-5);
const SECTION = "Rozewie";

/** Each context its own client address: local workerd keeps a sent CF-Connecting-IP, so rate limits stay per test. */
const randomAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;

test.beforeEach(async ({ context }) => {
  test.slow();
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomAddress() });
});

interface Watch {
  dialogs: string[];
  violations: string[];
  errors: string[];
}

/**
 * Records every dialog (an executed `alert`), every CSP violation the page reports (an injected script or handler
 * that the policy had to stop) and uncaught errors, from before the first byte of each document.
 */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], violations: [], errors: [] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  await page.exposeFunction("__reportViolation", (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return seen;
}

async function seedComment(request: APIRequestContext, login: string, comment: string) {
  const response = await request.post(`/api/comments/${SECTION}`, {
    data: { login, comment, formToken: await formToken(request, SECTION) },
    headers: { "cf-connecting-ip": randomAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Everything in a part of the page that would be a sign of injected markup. */
async function injectedMarkup(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll("*")]
      .filter(
        (element) =>
          element.tagName === "SCRIPT" ||
          element.tagName === "IFRAME" ||
          (element.tagName === "IMG" && element.getAttribute("src") === "x") ||
          [...element.attributes].some((attribute) => attribute.name.startsWith("on")) ||
          /^\s*(javascript|data|vbscript):/i.test(element.getAttribute("href") ?? ""),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

test("script payloads in comments and guest names show as text and never run", async ({ page }) => {
  const payloads = [
    { login: "<svg/onload=alert()>", comment: `<script>alert('komentarz-1')</script> znacznik-1-${RUN}` },
    {
      login: "<b onclick=alert()>",
      comment: `<img src=x onerror="alert('komentarz-2')"> [klik](javascript:alert('komentarz-3')) znacznik-2-${RUN}`,
    },
    // Closes the script element that carries the loader data into the page, if the serialiser let it.
    {
      login: "</script><script>",
      comment: `</script><script>alert('komentarz-4')</script><!-- \u2028 znacznik-3-${RUN}`,
    },
  ];
  for (const payload of payloads) await seedComment(page.request, payload.login, payload.comment);
  const seen = await watch(page);

  await page.goto(`/${SECTION}`);
  const block = page.getByRole("region", { name: "Komentarze" });
  await hydrated(block.getByRole("button", { name: /^Komentarze/ }));
  for (const [index, payload] of payloads.entries()) {
    const article = block.getByRole("article").filter({ hasText: `znacznik-${index + 1}-${RUN}` });
    await expect(article).toHaveCount(1);
    // Exactly what was typed, visible as characters.
    await expect(article).toContainText(payload.comment.replace("\u2028", "").replace(/\s+/g, " ").trim().slice(0, 40));
    await expect(article).toContainText(payload.login);
    await article.hover();
    await article.getByText(payload.login, { exact: true }).click();
  }
  await expect(block.getByRole("link", { name: "klik" })).toHaveCount(0);
  expect(await injectedMarkup(block)).toEqual([]);
  // Give any handler that slipped in a moment to fire.
  await page.waitForTimeout(500);
  expect(seen).toEqual({ dialogs: [], violations: [], errors: [] });
});

test("the info text's raw HTML and javascript:/data: links are inert for visitors", async ({ page, browser }) => {
  // home.test.ts and owner-forms.test.ts change the same text (home-texts-lock.ts).
  test.setTimeout(300_000);
  await withHomeTextsLocked(async () => {
    // The admin signs in through the API; `page.request` shares its cookies with this context.
    const signIn = await page.request.post("/api/users/verify", { data: ADMIN });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const original = ((await (await page.request.get("/api/info")).json()) as { content: string }).content;
    const marker = `Tekst testu bezpieczeństwa ${RUN}`;
    const hostile = [
      `## ${marker}`,
      "",
      "<script>alert('info-1')</script>",
      "",
      "Akapit <img src=x onerror=\"alert('info-2')\"> i <b onclick=\"alert('info-3')\">pogrubienie</b>.",
      "",
      "[skrypt](javascript:alert('info-4')) [dane](data:text/html;base64,PHNjcmlwdD5hbGVydCgnaW5mby01Jyk8L3NjcmlwdD4=)",
      "[encje](&#106;avascript:alert('info-6')) [tab](java&#9;script:alert('info-7')) <javascript:alert('info-8')>",
      "![obraz](javascript:alert('info-9')) [dobry](https://example.com)",
    ].join("\n");
    const visitor = await browser.newContext({ extraHTTPHeaders: { "cf-connecting-ip": randomAddress() } });
    try {
      const saved = await page.request.post("/api/info", { data: { content: hostile } });
      expect(saved.status(), await saved.text()).toBe(200);

      const guest = await visitor.newPage();
      const seen = await watch(guest);
      // Nothing may leave for a foreign address, whatever the links say.
      await guest.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
      await guest.goto("/");
      const box = guest.getByRole("region", { name: "Informacje" });
      await expect(box.getByRole("heading", { name: marker })).toBeVisible();
      await hydrated(box.getByRole("heading", { name: marker }));
      await expect(box).toContainText("pogrubienie");
      await expect(box.getByRole("link", { name: "dobry" })).toHaveAttribute("href", "https://example.com");
      for (const name of ["skrypt", "dane", "encje", "tab"]) {
        await expect(box.getByRole("link", { name })).toHaveCount(0);
        await box.getByText(name, { exact: true }).click();
      }
      await box.getByText("pogrubienie").click();
      expect(await injectedMarkup(box)).toEqual([]);
      await expect(guest).toHaveURL(`${BASE_URL}/`);
      await guest.waitForTimeout(500);
      expect(seen).toEqual({ dialogs: [], violations: [], errors: [] });
    } finally {
      await visitor.close();
      // Other tests read the info text: put back what was there.
      const restored = await page.request.post("/api/info", { data: { content: original } });
      expect(restored.status()).toBe(200);
    }
  });
});

/** The directives of a Content-Security-Policy header. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

test.describe("the page policy", () => {
  // Pages a visitor without a session reads from the shared cache list their inline scripts by hash (decision 032);
  // a 404 and every signed-in page are rendered for their request and carry its nonce.
  const PAGES = [
    { path: "/", shared: true },
    { path: "/Hel", shared: true },
    { path: "/Oswietlenie", shared: true },
    { path: "/Galerie", shared: true },
    { path: "/nie-ma-takiej-strony", shared: false },
    { path: "/Hel", shared: false, signedIn: true },
  ];
  for (const { path, shared, signedIn } of PAGES) {
    const visitor = signedIn ? " (signed in)" : "";
    const inlineRule = shared ? "is listed by its hash" : "carries the nonce";
    test(`${path}${visitor} sends a strict CSP, refuses framing, and every inline script ${inlineRule}`, async ({
      request,
    }) => {
      if (signedIn) expect((await request.post("/api/users/verify", { data: ADMIN })).status()).toBe(200);
      const first = await request.get(path);
      const second = await request.get(path);
      const html = await first.text();
      const headers = first.headers();
      const policy = directives(headers["content-security-policy"] ?? "");
      const scripts = policy.get("script-src") ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.filter((value) => value.startsWith("'nonce-"))).toHaveLength(shared ? 0 : 1);
      for (const forbidden of [
        "'unsafe-inline'",
        "'unsafe-eval'",
        "'unsafe-hashes'",
        "*",
        "data:",
        "http:",
        "https:",
      ]) {
        expect(scripts, forbidden).not.toContain(forbidden);
      }
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");

      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes]) => !/\ssrc=/.test(attributes!),
      );
      expect(inline.length).toBeGreaterThan(0);
      if (shared) {
        for (const [, attributes, body] of inline) {
          expect(attributes).not.toContain("nonce=");
          expect(scripts).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
        }
        expect(second.headers()["content-security-policy"]).not.toContain("'nonce-");
        return;
      }
      const nonce = scripts.find((value) => value.startsWith("'nonce-"))!.slice("'nonce-".length, -1);
      for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      // A nonce is good for one answer only.
      expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    });
  }

  test("is enforced: an injected inline script and eval do not run, and the page itself breaks no rule", async ({
    page,
  }) => {
    const seen = await watch(page);
    await page.goto("/Hel");
    await hydrated(page.getByRole("region", { name: "Komentarze" }).getByRole("button", { name: /^Komentarze/ }));
    const ran = await page.evaluate(async () => {
      const flags = window as unknown as Record<string, unknown>;
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.body.appendChild(script);
      const image = document.createElement("img");
      image.setAttribute("onerror", "window.__handlerRan = true");
      image.src = "/images/nie-ma.webp";
      document.body.appendChild(image);
      await new Promise((resolve) => setTimeout(resolve, 300));
      let evalRan: boolean;
      try {
        evalRan = (0, eval)("true") as boolean;
      } catch {
        evalRan = false;
      }
      return { inline: flags.__inlineRan === true, handler: flags.__handlerRan === true, eval: evalRan };
    });
    expect(ran).toEqual({ inline: false, handler: false, eval: false });
    // The policy reported what it stopped, and only that: the site's own scripts and styles pass.
    expect(seen.violations.length).toBeGreaterThanOrEqual(2);
    expect(
      seen.violations.every((text) => /^script-src/.test(text)),
      seen.violations.join("\n"),
    ).toBe(true);
    expect(seen.errors).toEqual([]);
  });
});

test.describe("framing", () => {
  for (const path of ["/", "/Hel", "/api/info"]) {
    test(`another site cannot frame ${path}`, async ({ page }) => {
      await page.route(`${EVIL}/**`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>Obca strona</title><iframe id="ramka" src="${BASE_URL}${path}" width="800" height="600"></iframe>`,
        }),
      );
      await page.goto(`${EVIL}/`);
      const frame = (await (await page.locator("#ramka").elementHandle())!.contentFrame())!;
      // A refused frame shows the browser's error page instead of the site.
      await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
      await expect(page.frameLocator("#ramka").getByText("Kartonowe budowle")).toHaveCount(0);
    });
  }
});

test("a foreign page cannot make the API act: its form posts are refused, its fetches stopped", async ({
  page,
  request,
}) => {
  const before = ((await (await request.get(`/api/comments/${SECTION}?limit=100`)).json()) as { comments: unknown[] })
    .comments.length;
  const target = `${BASE_URL}/api/comments/${SECTION}`;
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Obca strona</title>
        <form id="atak" method="post" action="${target}" enctype="text/plain">
          <input name='{"login":"Atakujacy","comment":"CSRF ${RUN}","x":"' value='"}'>
        </form>`,
    }),
  );
  await page.goto(`${EVIL}/`);
  const answer = page.waitForResponse((response) => response.url() === target);
  await page.locator("#atak").evaluate((form: HTMLFormElement) => form.submit());
  const refused = await answer;
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: "Żądanie z obcej strony zostało odrzucone. Odśwież stronę i spróbuj ponownie.",
  });

  await page.goto(`${EVIL}/`);
  const fetched = await page.evaluate(async (url) => {
    const outcomes: string[] = [];
    const body = JSON.stringify({ login: "Atakujacy", comment: "CSRF przez fetch" });
    try {
      await fetch(url, {
        method: "POST",
        mode: "no-cors",
        credentials: "include",
        body,
        headers: { "content-type": "text/plain" },
      });
      outcomes.push("opaque");
    } catch {
      outcomes.push("blocked");
    }
    try {
      // JSON needs a CORS preflight, which the API never grants.
      await fetch(url, {
        method: "POST",
        credentials: "include",
        body,
        headers: { "content-type": "application/json" },
      });
      outcomes.push("sent");
    } catch {
      outcomes.push("blocked");
    }
    return outcomes;
  }, target);
  // A no-cors POST may go out (the server refuses it) or be stopped by Chromium's local-network rules.
  expect(["opaque", "blocked"]).toContain(fetched[0]);
  expect(fetched[1]).toBe("blocked");
  const after = (
    (await (await request.get(`/api/comments/${SECTION}?limit=100`)).json()) as { comments: { login: string }[] }
  ).comments;
  expect(after.length).toBe(before);
  expect(after.filter((comment) => comment.login === "Atakujacy")).toEqual([]);
});

test("a photo missing from R2 is a 404 JSON answer and the gallery shows its placeholder", async ({ page }) => {
  // The first photo's thumbnails are asked for under a key R2 does not have: the real server answers the miss.
  const misses: { status: number; body: unknown }[] = [];
  // The grid asks for sized AVIF/WebP copies of the thumbnail: all of them miss.
  await page.route(/\/images\/models\/Hel\/.*01\.(?:webp|avif)$/, async (route) => {
    const response = await route.fetch({ url: `${BASE_URL}/images/models/Hel/dzien/thumbs/nie-ma-${RUN}.webp` });
    misses.push({ status: response.status(), body: await response.json() });
    await route.fulfill({ response });
  });
  await page.goto("/Hel");
  const first = page.getByRole("link", { name: "Otwórz zdjęcie 1", exact: true }).first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.getByText("Brak miniatury")).toBeVisible();
  expect(misses.length).toBeGreaterThan(0);
  for (const miss of misses) expect(miss).toEqual({ status: 404, body: { error: "Nie znaleziono obrazu" } });
  // A thumbnail still in flight when the page closes would fail its handler: stop routing first.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("static files carry the Worker's security headers and a shared page is revalidated on every use", async ({
  request,
}) => {
  const page = await request.get("/Hel");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  // Served over plain HTTP on localhost: no HSTS here (it is set on the deployed HTTPS site).
  expect(page.headers()["strict-transport-security"]).toBeUndefined();
  const script = (await page.text()).match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
  expect(script).toBeDefined();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "content-security-policy": "frame-ancestors 'none'",
    "cache-control": "public, max-age=31536000, immutable",
  });
});
