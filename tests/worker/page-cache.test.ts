import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import {
  inlineScriptHashes,
  PAGE_FRESH_SECONDS,
  PAGE_VERSION_HOLD_MS,
  pagesChanged,
  readPageVersions,
  SITE_SCOPE,
  sharedPage,
} from "#app/lib/page-cache.server.ts";
import { createActor, ORIGIN, PASSWORD, type Actor } from "#tests/security/support.ts";
import { countingD1 } from "./counting-d1.ts";
import { readyFormToken } from "./form-token.ts";
import { sendToWorker } from "./with-env.ts";

// One copy of each page, so a second read is a hit; "copies of a shared page" below keeps sixteen.
const cached: Env = { ...env, PAGE_CACHE: "on", PAGE_VARIANTS: "1" };
const db = createDatabase(env.DB);

let admin: Actor;
let reader: Actor;

beforeAll(async () => {
  admin = await createActor("szef_cache", { admin: true });
  reader = await createActor("czytelnik_cache");
});

// Every test starts from pages nobody has read at this version.
beforeEach(() => pagesChanged(db));

function send(path: string, init: RequestInit = {}, bindings: Env = cached): Promise<Response> {
  return sendToWorker(path, init, bindings);
}

async function read(path: string, init: RequestInit = {}) {
  const response = await send(path, init);
  return { response, html: await response.text(), state: response.headers.get("x-cache") };
}

function scriptSources(response: Response): string[] {
  const policy = response.headers.get("content-security-policy") ?? "";
  return /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
}

describe("an anonymous page", () => {
  test("is rendered once and then served from the cache, the same page for every visitor", async () => {
    const first = await read("/Hel");
    const second = await read("/Hel");
    expect([first.state, second.state]).toEqual(["miss", "hit"]);
    expect(second.response.status).toBe(200);
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get("cache-control")).toBe("no-cache");
    expect(second.response.headers.get("content-type")).toContain("text/html");
    expect(second.response.headers.get("x-frame-options")).toBe("DENY");
  });

  test("is kept compressed: a client that takes gzip gets the stored bytes, any other the same page unpacked", async () => {
    const plain = await read("/Hel");
    const zipped = await send("/Hel", { headers: { "accept-encoding": "br, gzip" } });
    expect(zipped.headers.get("x-cache")).toBe("hit");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("accept-encoding");
    const unpacked = zipped.body!.pipeThrough(new DecompressionStream("gzip"));
    expect(await new Response(unpacked).text()).toBe(plain.html);
    const refused = await send("/Hel", { headers: { "accept-encoding": "gzip;q=0, deflate" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toBe(plain.html);
  });

  test("carries no nonce: its policy lists the hashes of exactly its inline scripts", async () => {
    await read("/Hel");
    const { response, html, state } = await read("/Hel");
    expect(state).toBe("hit");
    expect(html).not.toMatch(/\snonce=/);
    const sources = scriptSources(response);
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(sources).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => {
      return !/\ssrc=/.test(attributes!);
    });
    expect(inline.length).toBeGreaterThan(1);
    const hashes = await Promise.all(
      inline.map(async ([, , body]) => {
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    );
    expect(sources.slice(1).sort()).toEqual([...new Set(hashes)].sort());
    expect(sources[0]).toBe("'self'");
  });

  test("a hit within the version's hold costs no D1 round trip and no render", async () => {
    await read("/Hel");
    const counted = countingD1(env.DB);
    const hit = await send("/Hel", {}, { ...cached, DB: counted.binding });
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(counted.calls).toEqual([]);
    expect(counted.sessions).toEqual([]);
  });

  test("a page this isolate stored is a hit without a read of the Workers cache", async () => {
    await read("/Hel");
    const store = (caches as CacheStorage & { default: Cache }).default;
    const match = vi.spyOn(store, "match");
    const hit = await read("/Hel");
    match.mockRestore();
    expect(hit.state).toBe("hit");
    expect(match).not.toHaveBeenCalled();
  });

  test("after the hold a hit reads the page version once, then holds it again", async () => {
    await read("/Hel");
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + PAGE_VERSION_HOLD_MS + 1);
    const counted = countingD1(env.DB);
    const bindings = { ...cached, DB: counted.binding };
    const states = [await send("/Hel", {}, bindings), await send("/Hel", {}, bindings)].map((response) =>
      response.headers.get("x-cache"),
    );
    vi.restoreAllMocks();
    expect(states).toEqual(["hit", "hit"]);
    expect(counted.calls).toEqual(["raw"]);
  });

  test("answers HEAD from the cache with the page's headers and no body", async () => {
    const get = await read("/Oswietlenie");
    const head = await send("/Oswietlenie", { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("hit");
    expect(head.headers.get("content-security-policy")).toBe(get.response.headers.get("content-security-policy"));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  test("an anonymous answer never sets a cookie", async () => {
    for (const path of ["/", "/Hel", "/Hel", "/Galerie"]) {
      const { response } = await read(path);
      expect(response.headers.get("set-cookie"), path).toBeNull();
    }
  });
});

describe("what bypasses the cache", () => {
  test("a session cookie: the signed-in page has its nonce and its name, and neither reaches the cache", async () => {
    await read("/Hel");
    const signedIn = await read("/Hel", { headers: { cookie: reader.cookie } });
    expect(signedIn.state).toBe("bypass");
    expect(signedIn.html).toContain(reader.login);
    expect(signedIn.response.headers.get("cache-control")).toBe("private, no-store");
    expect(scriptSources(signedIn.response).filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
    const admins = await read("/Hel", { headers: { cookie: admin.cookie } });
    expect(admins.state).toBe("bypass");

    const anonymous = await read("/Hel");
    expect(anonymous.state).toBe("hit");
    expect(anonymous.html).not.toContain(reader.login);
    expect(anonymous.html).not.toContain(admin.login);
  });

  test("a D1 bookmark after the visitor's own write, an account page and an editor's address", async () => {
    const bookmark = "__Host-d1-bookmark=00000000-00000000-00000000-00000000000000000000000000000000";
    expect((await read("/Hel", { headers: { cookie: bookmark } })).state).toBe("bypass");
    for (const path of [
      "/Konto",
      "/Konto/nie-pamietam-hasla",
      "/Moderacja",
      "/Katalog",
      "/Katalog?stan=szkic",
      "/Hel?edytuj=opis",
    ]) {
      await read(path);
      expect((await read(path)).state, path).toBe("bypass");
    }
  });

  test("a personal page under any spelling the router matches, its token never stored", async () => {
    for (const path of [
      "/konto/nowe-haslo?t=abc",
      "/KONTO/NOWE-HASLO?t=abc",
      "/MODERACJA/link?t=abc",
      "/moderacja/LINK?t=abc",
      "/%4Bonto/nowe-haslo?t=abc",
      "/Konto//nowe-haslo?t=abc",
      "/katalog/nowy",
      "/konto/",
    ]) {
      await read(path);
      expect((await read(path)).state, path).toBe("bypass");
    }
  });

  test("writes, the API and files are not pages", async () => {
    for (const path of ["/api/info", "/API/info", "/sitemap.xml", "/Hel.data"]) {
      expect((await read(path)).state, path).toBeNull();
    }
  });
});

describe("a write is visible to the next anonymous visitor", () => {
  test("a guest's new comment", async () => {
    await read("/Hel");
    expect((await read("/Hel")).state).toBe("hit");
    const comment = `Komentarz po pamięci podręcznej ${Date.now()}`;
    const posted = await send("/api/comments/Hel", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ comment, login: "GoscCache", formToken: await readyFormToken() }),
    });
    expect(posted.status).toBe(201);
    const after = await read("/Hel");
    expect(after.state).toBe("miss");
    expect(after.html).toContain(comment);
  });

  test("the owner's change of a model", async () => {
    const models = (await (await send("/api/models")).json()) as { models: { id: number; component: string }[] };
    const hel = models.models.find((model) => model.component === "Hel")!;
    await read("/Hel");
    const name = `Latarnia Hel ${Date.now()}`;
    const patched = await send(`/api/models/${hel.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      body: JSON.stringify({ name }),
    });
    expect(patched.status).toBe(200);
    const after = await read("/Hel");
    expect(after.state).toBe("miss");
    expect(after.html).toContain(name);
  });
});

describe("a write moves only the pages it changed", () => {
  async function warm(...paths: string[]) {
    for (const path of paths) {
      await read(path);
      expect((await read(path)).state, path).toBe("hit");
    }
  }

  async function guestComment(section: string) {
    const posted = await send(`/api/comments/${section}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        comment: `Tylko ta strona ${Date.now()}`,
        login: "GoscStrony",
        formToken: await readyFormToken(),
      }),
    });
    expect(posted.status).toBe(201);
  }

  test("a comment renders its page again and leaves every other page's copy in the cache", async () => {
    await warm("/Hel", "/Oswietlenie", "/", "/About");
    await guestComment("Hel");
    expect((await read("/Hel")).state).toBe("miss");
    for (const path of ["/Oswietlenie", "/", "/About"]) expect((await read(path)).state, path).toBe("hit");
  });

  test("the page's copy follows any spelling of its address the router matches", async () => {
    await warm("/hel", "/Hel?photo=1");
    await guestComment("Hel");
    expect((await read("/hel")).state).toBe("miss");
    expect((await read("/Hel?photo=1")).state).toBe("miss");
  });

  test("the home page's texts move the home page only; a sign-in moves nothing", async () => {
    await warm("/", "/Hel");
    const saved = await send("/api/info", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      body: JSON.stringify({ content: `Nowe informacje ${Date.now()}` }),
    });
    expect(saved.status).toBe(200);
    expect((await read("/")).state).toBe("miss");
    expect((await read("/Hel")).state).toBe("hit");

    await warm("/", "/Hel");
    const signedIn = await send("/api/users/verify", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: reader.login, password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    for (const path of ["/", "/Hel"]) expect((await read(path)).state, path).toBe("hit");
  });

  test("a model's rename moves its old and new address, every page's strip and the sitemap", async () => {
    const models = (await (await send("/api/models")).json()) as {
      models: { id: number; component: string; path: string }[];
    };
    const hel = models.models.find((model) => model.component === "Hel")!;
    const rename = (path: string) =>
      send(`/api/models/${hel.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: admin.cookie },
        body: JSON.stringify({ path }),
      });
    await warm("/Hel", "/Oswietlenie");
    try {
      expect((await rename("Hel-Latarnia")).status).toBe(200);
      const old = await send("/Hel", { redirect: "manual" });
      expect(old.status).toBe(301);
      expect(old.headers.get("location")).toBe("/Hel-Latarnia");
      expect((await read("/Hel-Latarnia")).state).toBe("miss");
      const other = await read("/Oswietlenie");
      expect(other.state).toBe("miss");
      expect(other.html).toContain('href="/Hel-Latarnia"');
      expect(await (await send("/sitemap.xml")).text()).toContain("/Hel-Latarnia<");
    } finally {
      expect((await rename(hel.path)).status).toBe(200);
    }
    const back = await read("/Hel");
    expect(back.state).toBe("miss");
    expect(back.response.status).toBe(200);
  });
});

describe("a write another isolate made", () => {
  // Such a write moves the row in D1 but not this isolate's copy of it.
  const writeElsewhere = () => env.DB.prepare("UPDATE page_scopes SET version = version + 1").run();

  test("shows once this isolate's hold of the version has run out", async () => {
    await read("/Hel");
    await writeElsewhere();
    expect((await read("/Hel")).state).toBe("hit");
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + PAGE_VERSION_HOLD_MS + 1);
    const later = await read("/Hel");
    vi.restoreAllMocks();
    expect(later.state).toBe("miss");
  });

  test("a version read that left before this isolate's own write does not put the older one back", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + PAGE_VERSION_HOLD_MS + 1);
    const before = await env.DB.prepare("SELECT version FROM page_scopes WHERE scope = ?")
      .bind(SITE_SCOPE)
      .first<{ version: number }>();
    const [[read]] = await Promise.all([readPageVersions(() => db, [SITE_SCOPE]), pagesChanged(db)]);
    const [held] = await readPageVersions(() => db, [SITE_SCOPE]);
    vi.restoreAllMocks();
    expect(read).toBeGreaterThanOrEqual(before!.version);
    expect(held).toBe(before!.version + 1);
  });
});

describe("copies of a shared page", () => {
  test("each copy starts the banner on its own slide, so a visitor's next visit may start elsewhere", async () => {
    const copies: Env = { ...cached, PAGE_VARIANTS: "16" };
    const starts = new Set<string>();
    const states = new Set<string | null>();
    for (let visit = 0; visit < 48; visit++) {
      const response = await send("/", {}, copies);
      states.add(response.headers.get("x-cache"));
      starts.add(/id="banner" data-start="(\d+)"/.exec(await response.text())?.[1] ?? "none");
    }
    expect(starts.has("none")).toBe(false);
    expect(starts.size).toBeGreaterThan(3);
    expect(states).toEqual(new Set(["miss", "hit"]));
  });
});

describe("what is stored", () => {
  const url = new URL(`${ORIGIN}/nigdy-zapisana`);
  const page = (headers: Record<string, string> = {}) =>
    new Response('<html><script nonce="N0nce">go()</script></html>', {
      headers: { "content-type": "text/html; charset=utf-8", ...headers },
    });

  async function answer(render: () => Promise<Response>, build = "b1") {
    const ctx = createExecutionContext();
    const result = await sharedPage({
      request: new Request(url),
      url,
      db: () => db,
      ctx,
      nonce: () => "N0nce",
      variants: 1,
      build,
      render,
    });
    await waitOnExecutionContext(ctx);
    return { ...result, html: await result.response.text() };
  }

  test("never an answer with Set-Cookie: it goes out as rendered, with its nonce", async () => {
    const first = await answer(async () => page({ "set-cookie": "a=b" }));
    expect(first.scriptHashes).toBeUndefined();
    expect(first.html).toContain('nonce="N0nce"');
    const second = await answer(async () => page());
    expect(second.response.headers.get("x-cache")).toBe("miss");
    expect(second.html).not.toContain("nonce");
    expect(second.scriptHashes).toEqual(await inlineScriptHashes('<script nonce="N0nce">go()</script>', "N0nce"));
  });

  test("a page stored by another build is not served: its scripts and styles are that build's", async () => {
    await answer(async () => page(), "before-deploy");
    expect((await answer(async () => page(), "before-deploy")).response.headers.get("x-cache")).toBe("hit");
    expect((await answer(async () => page(), "after-deploy")).response.headers.get("x-cache")).toBe("miss");
  });

  test("hashes only the scripts the renderer marked with the nonce, never one injected into the HTML", async () => {
    const injected = '<p><script>steal()</script></p><script nonce="N0nce">go()</script>';
    const hashes = await inlineScriptHashes(injected, "N0nce");
    expect(hashes).toEqual(await inlineScriptHashes('<script nonce="N0nce">go()</script>', "N0nce"));
    expect(hashes).toHaveLength(1);
  });

  test("a page older than its fresh minute is served once more while a new one is rendered", async () => {
    await answer(async () => page());
    const later = Date.now() + (PAGE_FRESH_SECONDS + 1) * 1000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    let rendered = 0;
    const stale = await answer(async () => {
      rendered += 1;
      return page();
    });
    expect(stale.response.headers.get("x-cache")).toBe("stale");
    expect(rendered).toBe(1);
    const fresh = await answer(async () => page());
    expect(fresh.response.headers.get("x-cache")).toBe("hit");
    vi.restoreAllMocks();
  });
});
