import { inArray, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Database } from "./db.server.ts";
import { readCookie } from "./http.server.ts";
import { LruMap } from "./lru.ts";
import { EVERYTHING, pageScope, SITE_SCOPE } from "./page-changes.ts";
import { contentSecurityPolicy } from "./security-headers.server.ts";

/** What a page's cached copy depends on, each with its own version (docs/decisions/032-edge-cache-and-csp.md). */
export const pageScopes = sqliteTable("page_scopes", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull(),
});

export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 240;

/** Account, moderation and the owner's new model: pages whose purpose is a person (and whose links carry tokens). */
const PERSONAL_PATHS = ["/Konto", "/Moderacja", "/Katalog"];
// `podglad`: a draft's preview link (features/catalog), for whoever holds it and nobody else.
const PERSONAL_PARAMS = ["edytuj", "podglad"];
const KEY_PREFIX = "/__strony";
const RENDERED_AT = "x-rendered-at";
const SHARED_ANSWER = "no-cache";

export type CacheState = "hit" | "stale" | "miss" | "bypass";

export interface PageCacheRules {
  personalCookies: readonly string[];
}

export interface PageAnswer {
  response: Response;
  scriptHashes?: readonly string[];
}

function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !/^\/api(?:\/|$)/i.test(pathname) && !last.includes(".");
}

/** Compared as React Router matches (case-insensitive, after decoding and slash runs): `/MODERACJA/link` too. */
const PERSONAL_PATH = new RegExp(
  `^(?:${PERSONAL_PATHS.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:/|$)`,
  "i",
);

function isPersonal(request: Request, url: URL, rules: PageCacheRules): boolean {
  const path = decodeURIComponent(url.pathname).replace(/\/{2,}/g, "/");
  return (
    rules.personalCookies.some((name) => readCookie(request, name) !== undefined) ||
    PERSONAL_PATH.test(path) ||
    PERSONAL_PARAMS.some((name) => url.searchParams.has(name))
  );
}

export function pageCacheRole(request: Request, url: URL, rules: PageCacheRules): "shared" | "bypass" | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!isPagePath(url.pathname)) return null;
  try {
    return isPersonal(request, url, rules) ? "bypass" : "shared";
  } catch {
    return "bypass";
  }
}

/** How long an isolate trusts a scope's version it last read: how late another isolate's write may show. */
export const PAGE_VERSION_HOLD_MS = 2_000;

const held = new Map<string, { version: number; until: number }>();
/** Writes this isolate has made: a read that left before one of them must not put back an older version. */
let writes = 0;

function hold(scope: string, version: number): number {
  // Pages are many and each holds a line: forget them all now and then rather than keep every page ever read.
  if (held.size > 2_000) held.clear();
  held.set(scope, { version, until: Date.now() + PAGE_VERSION_HOLD_MS });
  return version;
}

function heldVersion(scope: string): number | undefined {
  const line = held.get(scope);
  return line && Date.now() < line.until ? line.version : undefined;
}

// No pending read is shared between requests: workerd ties a promise to the request whose I/O settles it.
export async function readPageVersions(db: () => Database, scopes: readonly string[]): Promise<number[]> {
  const known = scopes.map(heldVersion);
  if (known.every((version) => version !== undefined)) return known as number[];
  const before = writes;
  const rows = await db()
    .select({ scope: pageScopes.scope, version: pageScopes.version })
    .from(pageScopes)
    .where(inArray(pageScopes.scope, [...scopes]));
  const read = new Map(rows.map((row) => [row.scope, row.version]));
  if (writes !== before) return scopes.map((scope) => heldVersion(scope) ?? read.get(scope) ?? 0);
  return scopes.map((scope) => hold(scope, read.get(scope) ?? 0));
}

/** A failure costs no answer: the pages catch up within their lifetime. */
export async function pagesChanged(db: Database, scopes: readonly string[] = EVERYTHING): Promise<void> {
  if (scopes.length === 0) return;
  writes += 1;
  for (const scope of scopes) held.delete(scope);
  try {
    const moved = await db
      .insert(pageScopes)
      .values(scopes.map((scope) => ({ scope, version: 1 })))
      .onConflictDoUpdate({ target: pageScopes.scope, set: { version: sql`${pageScopes.version} + 1` } })
      .returning({ scope: pageScopes.scope, version: pageScopes.version });
    for (const { scope, version } of moved) hold(scope, version);
  } catch (error) {
    console.error("Page versions not moved", error instanceof Error ? error.message : error);
  }
}

export function isSuccessfulWrite(request: Request, response: Response): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(request.method) && response.status < 400;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** Scripts with this request's nonce only (an injected one stays refused), hashed as the browser does (CRLF as LF). */
export async function inlineScriptHashes(html: string, nonce: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes!) || !attributes!.includes(` nonce="${nonce}"`)) continue;
    hashes.add(await sha256(body!.replace(/\r\n?/g, "\n")));
  }
  return [...hashes];
}

// The DOM library's CacheStorage, which the typecheck also loads, does not know the Workers' default cache.
const pageStore = () => (caches as CacheStorage & { default: Cache }).default;

function cacheKey(url: URL, build: string, [site, page]: readonly number[], variant: number): Request {
  const path = `${KEY_PREFIX}/${encodeURIComponent(build)}/s${site}/p${page}/c${variant}${url.pathname}${url.search}`;
  return new Request(`${url.origin}${path}`);
}

export function pageVariants(raw: string | undefined): number {
  const count = Number(raw);
  return Number.isInteger(count) && count >= 1 && count <= 64 ? count : 1;
}

function drawOf(variant: number, variants: number): number {
  return (variant + 0.5) / variants;
}

function withState(response: Response, state: CacheState, headOnly: boolean): Response {
  const answer = new Response(headOnly ? null : response.body, response);
  answer.headers.set("x-cache", state);
  return answer;
}

export function bypassed(response: Response): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("x-cache", "bypass");
  return answer;
}

interface Stored {
  text: string;
  headers: Headers;
}

interface Compressed {
  gzip: Uint8Array<ArrayBuffer>;
  headers: Headers;
  scriptHashes: readonly string[];
  renderedAt: number;
}

// In front of the Workers cache so that a hit makes no I/O; its keys are the cache's, so it is never out of step.
const remembered = new LruMap<Compressed>(8 * 1024 * 1024, (page) => page.gzip.byteLength);

async function compressed(text: string, stored: Headers): Promise<Compressed> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  const headers = new Headers(stored);
  const scriptHashes = headers.get("content-security-policy")?.match(/'sha256-[\w+/=]+'/g) ?? [];
  const renderedAt = Number(headers.get(RENDERED_AT));
  for (const name of [RENDERED_AT, "age", "cf-cache-status", "expires", "content-length"]) headers.delete(name);
  headers.set("cache-control", SHARED_ANSWER);
  headers.append("vary", "accept-encoding");
  headers.set("content-encoding", "gzip");
  return { gzip: new Uint8Array(await new Response(stream).arrayBuffer()), headers, scriptHashes, renderedAt };
}

async function storedPage(key: Request): Promise<Compressed | undefined> {
  const entry = remembered.get(key.url);
  if (entry) return entry;
  const found = await pageStore()
    .match(key)
    .catch(() => undefined);
  if (!found || found.status !== 200) return undefined;
  const page = await compressed(await found.text(), found.headers);
  remembered.set(key.url, page);
  return page;
}

async function storePage(key: Request, page: Stored): Promise<Compressed> {
  const kept = await compressed(page.text, page.headers);
  remembered.set(key.url, kept);
  await pageStore()
    .put(key, new Response(page.text, { status: 200, headers: page.headers }))
    .catch((error: unknown) => {
      console.error("Page cache store failed", key.url, error instanceof Error ? error.message : error);
    });
  return kept;
}

async function shareable(response: Response, nonce: string): Promise<Stored | Response> {
  const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (response.status !== 200 || !html || response.headers.has("set-cookie")) return response;
  const rendered = await response.text();
  const text = rendered.replaceAll(` nonce="${nonce}"`, "");
  if (text.includes(nonce)) return new Response(rendered, response);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("cache-control", `public, max-age=${PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS}`);
  headers.set(RENDERED_AT, String(Date.now()));
  headers.set("content-security-policy", contentSecurityPolicy({ hashes: await inlineScriptHashes(rendered, nonce) }));
  return { text, headers };
}

export function acceptsGzip(request: Request): boolean {
  const codings = (request.headers.get("accept-encoding") ?? "").toLowerCase().split(",");
  return codings.some((entry) => {
    const [coding, ...parameters] = entry.split(";").map((part) => part.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    return (coding === "gzip" || coding === "*") && !refused;
  });
}

/** One answer per hit: marked so that the runtime does not compress it again (`encodeBody: "manual"`), or unpacked. */
function fromStore(page: Compressed, request: Request, state: CacheState, headOnly: boolean): PageAnswer {
  const headers = new Headers(page.headers);
  headers.set("x-cache", state);
  const { scriptHashes } = page;
  if (!acceptsGzip(request)) {
    headers.delete("content-encoding");
    const body = headOnly ? null : new Blob([page.gzip]).stream().pipeThrough(new DecompressionStream("gzip"));
    return { response: new Response(body, { status: 200, headers }), scriptHashes };
  }
  const init: ResponseInit & { encodeBody: "manual" } = { status: 200, headers, encodeBody: "manual" };
  return { response: new Response(headOnly ? null : page.gzip, init), scriptHashes };
}

export interface SharedPageRequest {
  request: Request;
  url: URL;
  /** Opened only when the isolate's hold of the site's or the page's version has run out. */
  db: () => Database;
  ctx: ExecutionContext;
  nonce: () => string;
  variants: number;
  /** The client build's version: a page an earlier build stored names scripts and styles a deploy took away. */
  build: string;
  /** Renders the page as a GET for this request; a HEAD is answered from the same page without its body. */
  render(request: Request, draw: number): Promise<Response>;
}

/** A visitor without a session reads the shared page: cached, or rendered once and kept without its nonce. */
export async function sharedPage(page: SharedPageRequest): Promise<PageAnswer> {
  const { request, url, db, ctx, nonce, variants, build } = page;
  const headOnly = request.method === "HEAD";
  const asGet = headOnly ? new Request(request, { method: "GET" }) : request;
  const variant = Math.floor(Math.random() * variants);
  const render = (incoming: Request) => page.render(incoming, drawOf(variant, variants));
  let key: Request;
  try {
    const versions = await readPageVersions(db, [SITE_SCOPE, pageScope(url.pathname)]);
    key = cacheKey(url, build, versions, variant);
  } catch {
    return { response: withState(await render(asGet), "bypass", headOnly) };
  }
  const found = await storedPage(key);
  if (found) {
    const stale = !(Date.now() - found.renderedAt < PAGE_FRESH_SECONDS * 1000);
    if (stale) ctx.waitUntil(refresh(key, asGet, nonce(), render));
    return fromStore(found, request, stale ? "stale" : "hit", headOnly);
  }
  const rendered = await shareable(await render(asGet), nonce());
  if (rendered instanceof Response) return { response: withState(rendered, "miss", headOnly) };
  return fromStore(await storePage(key, rendered), request, "miss", headOnly);
}

async function refresh(key: Request, request: Request, nonce: string, render: (request: Request) => Promise<Response>) {
  try {
    const page = await shareable(await render(request), nonce);
    if (page instanceof Response) await page.body?.cancel();
    else await storePage(key, page);
  } catch (error) {
    console.error("Page cache refresh failed", key.url, error instanceof Error ? error.message : error);
  }
}
