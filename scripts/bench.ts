/**
 * `npm run bench`: measures a production build in build-bench/ against the performance budgets. Figures, not timed
 * tests: these machines are noisy, so compare runs on a quiet machine. A cached page is compared with an R2 photo, which
 * runs through the Worker like a page (the files of <build>/client/assets never reach the Worker); a rendered page
 * with the floor, a bare React Router page rendered by its own Worker (scripts/bench-floor). The leak check
 * reads the isolate's heap after a forced GC, not workerd's resident memory, which climbs and levels off even for
 * requests that run none of our code (V8 and the allocator keep the pages they have used).
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { BENCH_BUILD_DIR, buildInto, CHUNK_MODULES_FILE } from "./lib/build.ts";
import { BENCH_STATE, imageBytes, importLargePhoto } from "./lib/bench-images.ts";
import { threadGrowth } from "./lib/bench-threads.ts";
import { cacheUnderWrites } from "./lib/bench-writes.ts";
import { lighthouseAgainstFloor } from "./lib/bench-lighthouse.ts";
import { buildFloorInto, startFloor } from "./bench-floor/build.ts";
import { FLOOR_BASE } from "./bench-floor/floor.ts";
import { atLeast, atMost, LATENCY_BUDGETS, THROUGHPUT_BUDGETS } from "./lib/bench-budgets.ts";
import { ROOT, toolEnv } from "./lib/run.ts";
import { CHROMIUM_LAUNCH } from "./lib/chromium.ts";
import { median } from "./lib/median-run.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? PORT + 1000);
function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
/** `--base <url>`: measure a site already running (no build, no server), e.g. an older build to compare with. */
const EXTERNAL_BASE = option("--base");
/** `--base-uncached <url>`: with --base, the same site started with `--var PAGE_CACHE:off`. */
const EXTERNAL_UNCACHED = option("--base-uncached");
const UNCACHED_PORT = PORT + 2;
/** `--floor <url>`: with --base, a floor page already running (`npm run bench` starts its own). */
const FLOOR_URL = option("--floor") ?? (EXTERNAL_BASE ? undefined : `http://localhost:${PORT + 3}${FLOOR_BASE}`);
const BASE = EXTERNAL_BASE ?? `http://localhost:${PORT}`;
/** `--only images,latency`: run only these parts (initial, lighthouse, latency, writes, memory, images, threads). */
const ONLY = option("--only")?.split(",");
const runs = (part: string) => !ONLY || ONLY.includes(part);
const PAGES = ["/", "/Hel", "/Oswietlenie"];
/** docs/speed.md: JavaScript sent before interaction, gzip, per page. */
const JS_BUDGET_KB: Record<string, number> = { "/": 120, "/Hel": 130, "/Oswietlenie": 125 };
const LARGEST_MODULES = 10;
const quick = process.argv.includes("--quick");

/** A photo the seed always stores in R2, served through the Worker: the static asset of the latency ratio. */
const WORKER_ASSET = "/images/models/Hel/dzien/thumbs/hel-d01.webp";
const MIXED_PATHS = ["/", "/Hel", WORKER_ASSET, "/api/comments/Hel", "/Oswietlenie", "/images/cards/Bedzin.webp"];
/** Heap that V8 may add for its own caches (compiled code, inline caches) over a load; more means we keep data. */
const HEAP_GROWTH_BUDGET_MB = 1;

interface Row {
  check: string;
  figure: string;
  budget: string;
  pass: boolean;
}
const rows: Row[] = [];
const results: Record<string, unknown> = { date: new Date().toISOString(), quick };

function row(check: string, figure: string, budget: string, pass: boolean) {
  rows.push({ check, figure, budget, pass });
}

function record(section: string, key: string, value: unknown) {
  const target = (results[section] ??= {}) as Record<string, unknown>;
  target[key] = value;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function waitForServer(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function workerdProcess(server: ChildProcess): number | undefined {
  const walk = (pid: number): number | undefined => {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0]?.endsWith("workerd")) return pid;
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
      for (const child of children) {
        const found = walk(Number(child));
        if (found) return found;
      }
    } catch {
      // process ended
    }
    return undefined;
  };
  return server.pid ? walk(server.pid) : undefined;
}

function rssBytes(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

// Node's WebSocket (undici) takes an init object with headers; the DOM typings in tsconfig only know protocols.
const InspectorSocket = WebSocket as unknown as new (
  url: string,
  init: { headers: Record<string, string> },
) => WebSocket;

async function workerHeapAfterGc(): Promise<number> {
  const origin = `http://127.0.0.1:${INSPECTOR_PORT}`;
  const [target] = (await (await fetch(`${origin}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  if (!target) throw new Error(`no Worker behind the DevTools endpoint on ${origin}`);
  const socket = new InspectorSocket(target.webSocketDebuggerUrl, { headers: { origin } });
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 0;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", () => reject(new Error(`no DevTools endpoint on ${origin}`)));
  });
  try {
    await send("HeapProfiler.enable");
    let collected = false;
    const collection = send("HeapProfiler.collectGarbage").then(() => (collected = true));
    // workerd handles DevTools messages when the isolate next runs: small requests give it the chance.
    while (!collected) {
      await Promise.race([collection, new Promise((resolve) => setTimeout(resolve, 200))]);
      if (!collected) await (await fetch(`${BASE}/robots.txt`)).arrayBuffer();
    }
    const usage = (await send("Runtime.getHeapUsage")) as { usedSize: number };
    return usage.usedSize;
  } finally {
    socket.close();
  }
}

/** docs/speed.md: Lighthouse's median of three; main-thread scripting from five traces at no throttling. */
const LIGHTHOUSE_RUNS = quick ? { throttled: 1, unthrottled: 3 } : { throttled: 3, unthrottled: 5 };

const ON_DEMAND = [/leaflet/i, /react-markdown|markdown/i, /lightbox\.client/i];

type ChunkModules = Record<string, Record<string, { rendered: number; gzip: number }>>;

function chunkModules(): ChunkModules | undefined {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, BENCH_BUILD_DIR, CHUNK_MODULES_FILE), "utf8")) as ChunkModules;
  } catch {
    return undefined;
  }
}

/** A dependency counts as one module (`react-router`, not its 40 files), so the site's own modules show beside it. */
function packageOf(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  return match ? `${match[1]} (package)` : undefined;
}

/**
 * A page's largest modules: each script's measured gzip size shared out over its modules in proportion to the gzip
 * size of each module's code before minification (the build's `client-modules.json`).
 */
function largestModules(scripts: { file: string; gzip: number }[], chunks: ChunkModules) {
  const sizes = new Map<string, number>();
  for (const { file, gzip } of scripts) {
    const modules = Object.entries(chunks[`assets/${file}`] ?? {});
    const total = modules.reduce((sum, [, module]) => sum + module.gzip, 0);
    for (const [id, module] of modules) {
      const name = packageOf(id) ?? id;
      sizes.set(name, (sizes.get(name) ?? 0) + (total > 0 ? (gzip * module.gzip) / total : 0));
    }
  }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, LARGEST_MODULES)
    .map(([id, gzip]) => ({ module: id, gzip: Math.round(gzip) }));
}

async function initialBytes() {
  // From the bench's own build; a site given with --base was built elsewhere, so its modules are not named.
  const chunks = EXTERNAL_BASE ? undefined : chunkModules();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const page of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const assets: { url: string; type: string; gzip: number }[] = [];
      const seen = new Set<string>();
      tab.on("response", async (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        // A file asked for twice (a lazy chunk re-adding the stylesheet) comes from the cache: count it once.
        if (seen.has(response.url())) return;
        seen.add(response.url());
        try {
          assets.push({ url: response.url(), type, gzip: gzipSync(await response.body()).length });
        } catch {
          // redirected or aborted
        }
      });
      await tab.goto(`${BASE}${encodeURI(page)}`, { waitUntil: "networkidle" });
      await tab.waitForTimeout(500);
      const js = assets.filter((asset) => asset.type === "script").reduce((sum, asset) => sum + asset.gzip, 0);
      const css = assets.filter((asset) => asset.type === "stylesheet").reduce((sum, asset) => sum + asset.gzip, 0);
      const offending = assets.filter((asset) =>
        ON_DEMAND.some((pattern) => pattern.test(path.basename(new URL(asset.url).pathname))),
      );
      const html = gzipSync(Buffer.from(await (await fetch(`${BASE}${encodeURI(page)}`)).arrayBuffer())).length;
      const scripts = assets
        .filter((asset) => asset.type === "script")
        .map((asset) => ({ file: path.basename(new URL(asset.url).pathname), gzip: asset.gzip }));
      const largest = chunks ? largestModules(scripts, chunks) : [];
      record("initialBytes", page, {
        jsGzip: js,
        cssGzip: css,
        htmlGzip: html,
        files: assets.map((asset) => path.basename(asset.url)),
        largestModules: largest,
      });
      if (largest.length > 0) {
        console.log(`\nLargest modules before interaction on ${page} (gzip, estimated):`);
        for (const { module, gzip } of largest) console.log(`  ${(gzip / 1024).toFixed(1).padStart(5)} KB  ${module}`);
      }
      const budget = JS_BUDGET_KB[page] ?? 0;
      row(
        `JS before interaction ${page} (gzip)`,
        `${(js / 1024).toFixed(1)} KB`,
        `<= ${budget} KB`,
        js <= budget * 1024,
      );
      row(`CSS before interaction ${page} (gzip)`, `${(css / 1024).toFixed(1)} KB`, "(reported)", true);
      row(`HTML document ${page} (gzip)`, `${(html / 1024).toFixed(1)} KB`, "(reported)", true);
      row(
        `No Leaflet/markdown/viewer up front ${page}`,
        offending.map((asset) => path.basename(asset.url)).join(", ") || "none",
        "none",
        offending.length === 0,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request over a kept-alive connection, timed to its last byte as the server sent it: a browser's
 * `Accept-Encoding`, and no decoding here, whose cost (a page is compressed, a photo is not) is the client's.
 */
function timedGet(base: string, pathname: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${pathname}`,
      { agent: keepAlive, headers: { "accept-encoding": BROWSER_ENCODINGS } },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => {
          if ((response.statusCode ?? 0) >= 400) reject(new Error(`${pathname} answered ${response.statusCode}`));
          else resolve(performance.now() - started);
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/**
 * Sequential requests for `duration` seconds, the paths taken in turn so that a busy spell of the machine falls on
 * each alike; the median of each, timed to the microsecond (autocannon rounds to whole ms).
 */
async function medianLatencies(base: string, pathnames: readonly string[], duration: number): Promise<number[]> {
  // Requests first, so compiling, caches and a shared page's copies do not land in the measured run.
  for (const pathname of pathnames) for (let warm = 0; warm < 64; warm += 1) await timedGet(base, pathname);
  const times = pathnames.map((): number[] => []);
  const end = performance.now() + duration * 1000 * pathnames.length;
  while (performance.now() < end) {
    for (const [index, pathname] of pathnames.entries()) times[index]!.push(await timedGet(base, pathname));
  }
  return times.map((each) => Math.round(median(each) * 100) / 100);
}

/** docs/speed.md: the model page from the page cache beside an R2 photo served by the same Worker. */
async function cachedPageLatency(base: string) {
  const duration = quick ? 5 : 10;
  const [workerAsset, page] = (await medianLatencies(base, [WORKER_ASSET, "/Hel"], duration)) as [number, number];
  const state = (await fetch(`${base}/Hel`)).headers.get("x-cache");
  if (state !== "hit") throw new Error(`/Hel answered x-cache: ${state} on the cached server`);
  const ratio = page / Math.max(workerAsset, 0.001);
  record("latency", "p50Ms", { workerAsset, page });
  record("latency", "ratio", ratio);
  row("Median latency R2 photo via the Worker (1 conn, cache hit)", `${workerAsset} ms`, "(reference)", true);
  row("Median latency /Hel (1 conn, cache hit)", `${page} ms`, "(reported)", true);
  const judged = atMost(ratio, LATENCY_BUDGETS.cachedToPhoto);
  row("Model page / R2 photo median ratio, cache hit", ratio.toFixed(2), judged.budget, judged.pass);
}

/**
 * docs/speed.md: the model page rendered on every request beside the floor page rendered by its own Worker,
 * one request of each in turn, so both see the same spells of the machine.
 */
async function uncachedPageLatency(base: string, floorUrl: string) {
  const duration = quick ? 5 : 10;
  const floor = new URL(floorUrl);
  const paired = [`${base}/Hel`, floor.href];
  const [page, floorPage] = (await medianLatencies("", paired, duration)) as [number, number];
  const ratio = page / Math.max(floorPage, 0.001);
  record("latency", "p50MsCacheOff", { floor: floorPage, page });
  record("latency", "ratioCacheOff", ratio);
  row(`Median latency floor ${floor.pathname} (1 conn, own Worker)`, `${floorPage} ms`, "(reference)", true);
  row("Median latency /Hel (1 conn, cache off)", `${page} ms`, "(reported)", true);
  const judged = atMost(ratio, LATENCY_BUDGETS.uncachedToFloor);
  row("Model page / floor median ratio, cache off", ratio.toFixed(2), judged.budget, judged.pass);
}

/** Requests a second at 10 connections, as many as the budget asks for at least. */
async function throughput(url: string, label: string, key: string, minimum: number) {
  const load = await cannon({ url, connections: 10, duration: quick ? 8 : 20 });
  const errors = load.errors + load.non2xx + load.timeouts;
  record("throughput", key, { requestsPerSecond: load.requests.average, errors });
  const judged = atLeast(load.requests.average, minimum);
  row(`Requests/s /Hel at 10 connections (${label})`, load.requests.average.toFixed(0), judged.budget, judged.pass);
  row(`Errors at 10 connections (${label})`, String(errors), "0", errors === 0);
}

async function serverLatency() {
  const duration = quick ? 5 : 10;
  const assetFile = readdirSync(path.join(ROOT, BENCH_BUILD_DIR, "client", "assets")).find((file) =>
    file.endsWith(".js"),
  );
  const [assetLayer, robots] = (await medianLatencies(BASE, [`/assets/${assetFile}`, "/robots.txt"], duration)) as [
    number,
    number,
  ];
  record("latency", "p50MsOther", { assetLayer, robots });
  row("Median latency build asset, no Worker (1 conn)", `${assetLayer} ms`, "(reported)", true);
  row("Median latency /robots.txt (1 conn)", `${robots} ms`, "(reported)", true);
  await cachedPageLatency(BASE);
  await throughput(`${BASE}/Hel`, "cache hit", "cached", THROUGHPUT_BUDGETS.cached);
}

/** docs/speed.md: the model page rendered on every request (`PAGE_CACHE=off`), alone and at 10 connections. */
async function uncachedLatency(base: string) {
  if (FLOOR_URL) await uncachedPageLatency(base, FLOOR_URL);
  else row("Model page / floor median ratio, cache off", "no floor (--floor)", "measured", false);
  await throughput(`${base}/Hel`, "cache off", "uncached", THROUGHPUT_BUDGETS.uncached);
}

function mixedLoad(seconds: number): Promise<autocannon.Result> {
  return cannon({
    url: BASE,
    connections: 10,
    duration: seconds,
    requests: MIXED_PATHS.map((pathname) => ({ method: "GET", path: pathname })),
  });
}

/** Comments on the page of the mixed load, so its comment reads and renders carry a real thread with likes. */
const THREAD = { section: "Hel", users: 5, comments: 50, likesPerUser: 10 };

/** A POST as a visitor's browser sends it: same origin, its own address (the rate limits are per client). */
async function post(pathname: string, body: unknown, client: number, cookie?: string): Promise<Response> {
  const response = await fetch(`${BASE}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: BASE,
      "cf-connecting-ip": `198.51.100.${client}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A guest's form token, as the thread hands it out (the bench's server accepts it at once). */
async function formToken(): Promise<string> {
  const response = await fetch(`${BASE}/api/comments/${THREAD.section}?limit=1`);
  return ((await response.json()) as { formToken: string }).formToken;
}

async function seedThread() {
  const cookies: string[] = [];
  for (let user = 1; user <= THREAD.users; user += 1) {
    const login = `bench${user}`;
    const password = `haslo-testowe-${user}`;
    await post("/api/users", { login, email: `${login}@example.com`, password }, user);
    const session = await post("/api/users/verify", { login, password }, user);
    cookies.push(
      session.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; "),
    );
  }
  const ids: number[] = [];
  for (let index = 0; index < THREAD.comments; index += 1) {
    const author = index % (THREAD.users + 1);
    const comment = `Komentarz ${index + 1}: świetnie wyszła latarnia, zwłaszcza galeria i detale.`;
    const response = await post(
      `/api/comments/${THREAD.section}`,
      author === 0 ? { login: `Gość ${index}`, comment, formToken: await formToken() } : { comment },
      100 + index,
      author === 0 ? undefined : cookies[author - 1],
    );
    ids.push(((await response.json()) as { comment: { id: number } }).comment.id);
  }
  for (const [user, cookie] of cookies.entries()) {
    for (const id of ids.slice(user * 3, user * 3 + THREAD.likesPerUser)) {
      await post(`/api/comments/${THREAD.section}/${id}/like`, {}, 200 + user, cookie);
    }
  }
  record("mixedLoad", "thread", THREAD);
}

async function memoryUnderLoad(server: ChildProcess) {
  const worker = workerdProcess(server);
  if (!worker) throw new Error("the Worker's workerd process was not found under the server");
  const warmUpSeconds = quick ? 10 : 30;
  const seconds = quick ? 10 : 60;
  const warmUp = await mixedLoad(warmUpSeconds);
  const before = { heap: await workerHeapAfterGc(), worker: rssBytes(worker) };
  const mixed = await mixedLoad(seconds);
  const after = { heap: await workerHeapAfterGc(), worker: rssBytes(worker) };
  const errors = warmUp.errors + warmUp.non2xx + warmUp.timeouts + mixed.errors + mixed.timeouts + mixed.non2xx;
  results.mixedLoad = {
    ...(results.mixedLoad as object),
    warmUp: { seconds: warmUpSeconds, requests: warmUp.requests.total },
    seconds,
    requests: mixed.requests.total,
    requestsPerSecond: mixed.requests.average,
    errors,
    latency: { p50: mixed.latency.p50, p90: mixed.latency.p90, p99: mixed.latency.p99, max: mixed.latency.max },
    memoryBytes: { before, after },
  };
  row(`Mixed load ${seconds} s: requests/s`, mixed.requests.average.toFixed(0), "(reported)", true);
  row(
    `Mixed load latency p50/p90/p99`,
    `${mixed.latency.p50}/${mixed.latency.p90}/${mixed.latency.p99} ms`,
    "(reported)",
    true,
  );
  row(`Mixed load errors (with warm-up)`, String(errors), "0", errors === 0);
  const heapGrowth = after.heap - before.heap;
  row(
    "Worker heap after GC: growth in mixed load",
    `${heapGrowth >= 0 ? "+" : ""}${mb(heapGrowth)} MB (${mb(before.heap)} -> ${mb(after.heap)} MB)`,
    `< ${HEAP_GROWTH_BUDGET_MB} MB`,
    heapGrowth < HEAP_GROWTH_BUDGET_MB * 1024 * 1024,
  );
  row(
    "workerd RSS, Worker's process (after warm-up)",
    `${mb(after.worker - before.worker)} MB (${mb(before.worker)} -> ${mb(after.worker)} MB)`,
    "(reported)",
    true,
  );
}

async function measure(server?: ChildProcess) {
  if (runs("images")) await imageBytes(BASE, row, record);
  if (runs("initial")) await initialBytes();
  if (runs("lighthouse") && !process.argv.includes("--no-lighthouse"))
    await lighthouseAgainstFloor(BASE, PAGES, FLOOR_URL, LIGHTHOUSE_RUNS, row, record);
  if (runs("latency")) await serverLatency();
  // Guests' comments go to the local D1 under the bench's own server, so not against a site given with --base.
  if (runs("writes") && server) await cacheUnderWrites(BASE, row, record, quick);
  // It writes to the local D1 under the bench's own server, so not against a site given with --base.
  if (runs("threads") && server) await threadGrowth(BASE, BENCH_STATE, row, record);
  if (runs("memory") && server) {
    await seedThread();
    await memoryUnderLoad(server);
  }
}

/** A second server of the same build with the page cache off: the bench's "every request rendered" figures. */
async function withUncachedServer(): Promise<void> {
  const base = `http://localhost:${UNCACHED_PORT}`;
  const server = spawn("node", ["scripts/e2e-server.ts"], {
    cwd: ROOT,
    env: toolEnv({ E2E_PORT: String(UNCACHED_PORT), BUILD_DIR: BENCH_BUILD_DIR, PAGE_CACHE: "off" }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitForServer(`${base}/robots.txt`, 900_000);
    await uncachedLatency(base);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

async function main() {
  if (EXTERNAL_BASE) {
    await waitForServer(`${BASE}/robots.txt`, 10_000);
    await measure();
    if (runs("latency") && EXTERNAL_UNCACHED) await uncachedLatency(EXTERNAL_UNCACHED);
  } else {
    if ((await buildInto(BENCH_BUILD_DIR)) !== 0) throw new Error("the build failed");
    if ((await buildFloorInto(BENCH_BUILD_DIR)) !== 0) throw new Error("the floor page's build failed");
    // The real-size photo goes into the bench's state before its server starts (and reads the image index).
    if (runs("images")) await importLargePhoto(BENCH_STATE);
    const floor = runs("lighthouse") || runs("latency") ? startFloor(BENCH_BUILD_DIR, PORT + 3) : undefined;
    try {
      if (floor) await waitForServer(FLOOR_URL!, 300_000);
      await measureOwnServers();
    } finally {
      if (floor?.pid) process.kill(-floor.pid, "SIGTERM");
    }
  }
  report();
}

/** The site's server, then the same build with the page cache off, each started and ended here. */
async function measureOwnServers() {
  const server = spawn("node", ["scripts/e2e-server.ts"], {
    cwd: ROOT,
    env: toolEnv({ E2E_PORT: String(PORT), BUILD_DIR: BENCH_BUILD_DIR, INSPECTOR_PORT: String(INSPECTOR_PORT) }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitForServer(`${BASE}/robots.txt`, 900_000);
    await measure(server);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
  if (runs("latency")) await withUncachedServer();
}

function report() {
  const width = Math.max(...rows.map((r) => r.check.length));
  const figureWidth = Math.max(...rows.map((r) => r.figure.length));
  const budgetWidth = Math.max(...rows.map((r) => r.budget.length));
  console.log(`\n${"check".padEnd(width)}  ${"figure".padEnd(figureWidth)}  ${"budget".padEnd(budgetWidth)}  result`);
  for (const r of rows)
    console.log(
      `${r.check.padEnd(width)}  ${r.figure.padEnd(figureWidth)}  ${r.budget.padEnd(budgetWidth)}  ${r.pass ? "pass" : "FAIL"}`,
    );
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench", "results.json"), JSON.stringify({ ...results, rows }, null, 2));
  const over = rows.filter((r) => !r.pass).length;
  console.log(`\n${rows.length - over} within budget, ${over} over; bench/results.json written.`);
  if (over > 0) process.exitCode = 1;
}

await main();
