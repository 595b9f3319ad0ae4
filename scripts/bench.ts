/**
 * `npm run bench`: builds the production site, serves it with `wrangler dev` on its own port and state, and
 * measures it against DESIGN.md section 6: Lighthouse (mobile) on /, /Hel and /Oswietlenie; the JavaScript and
 * CSS each page sends before interaction (gzip) and what must not be in it; server render latency (a model page
 * against a static asset at 1 connection) and throughput at 10 connections; and a 60 s mixed load with the
 * worker's memory. Prints a table and writes bench/results.json. Figures, not timed tests: these machines are noisy.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { mustRun, ROOT, toolEnv } from "./lib/run.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/Hel", "/Oswietlenie"];
const quick = process.argv.includes("--quick");

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

function workerdRssKb(server: ChildProcess): number {
  // wrangler runs workerd as a child; sum the resident memory of the server's process tree.
  let total = 0;
  const walk = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
      for (const child of children) walk(Number(child));
    } catch {
      // process ended
    }
  };
  if (server.pid) walk(server.pid);
  return total;
}

async function lighthouseRuns() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${BASE}${encodeURI(page)}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        formFactor: "mobile",
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const figures = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        cls: Number(audit("cumulative-layout-shift").toFixed(3)),
        tbtMs: Math.round(audit("total-blocking-time")),
      };
      (results.lighthouse ??= {} as Record<string, unknown>) as Record<string, unknown>;
      (results.lighthouse as Record<string, unknown>)[page] = figures;
      row(`Lighthouse ${page} performance`, String(figures.performance), ">= 95", figures.performance >= 95);
      row(`Lighthouse ${page} accessibility`, String(figures.accessibility), "100", figures.accessibility === 100);
      row(`Lighthouse ${page} best practices`, String(figures.bestPractices), ">= 95", figures.bestPractices >= 95);
      row(`Lighthouse ${page} SEO`, String(figures.seo), "100", figures.seo === 100);
      row(`Lighthouse ${page} CLS`, String(figures.cls), "< 0.02", figures.cls < 0.02);
      row(`Lighthouse ${page} LCP`, `${figures.lcpMs} ms`, "(reported)", true);
      row(`Lighthouse ${page} TBT`, `${figures.tbtMs} ms`, "(reported)", true);
    }
  } finally {
    await chrome.kill();
  }
}

const ON_DEMAND = [/leaflet/i, /react-markdown|markdown/i, /lightbox/i];

async function initialBytes() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const page of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const assets: { url: string; type: string; gzip: number }[] = [];
      tab.on("response", async (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
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
      (results.initialBytes ??= {} as Record<string, unknown>) as Record<string, unknown>;
      (results.initialBytes as Record<string, unknown>)[page] = {
        jsGzip: js,
        cssGzip: css,
        files: assets.map((asset) => path.basename(asset.url)),
      };
      row(`JS before interaction ${page} (gzip)`, `${(js / 1024).toFixed(1)} KB`, "<= 150 KB", js <= 150 * 1024);
      row(`CSS before interaction ${page} (gzip)`, `${(css / 1024).toFixed(1)} KB`, "(reported)", true);
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

async function serverLatency(server: ChildProcess) {
  const firstAsset = `assets/${readdirSync(path.join(ROOT, "build", "client", "assets")).find((file) => file.endsWith(".js"))}`;
  const duration = quick ? 5 : 10;
  const staticResult = await cannon({ url: `${BASE}/${firstAsset}`, connections: 1, duration });
  const pageResult = await cannon({ url: `${BASE}/Hel`, connections: 1, duration });
  const ratio = pageResult.latency.p50 / Math.max(staticResult.latency.p50, 0.001);
  results.latency = { staticP50: staticResult.latency.p50, pageP50: pageResult.latency.p50, ratio };
  row("Median latency static asset (1 conn)", `${staticResult.latency.p50} ms`, "(floor)", true);
  row("Median latency /Hel (1 conn)", `${pageResult.latency.p50} ms`, "(reported)", true);
  row("Model page / static asset median ratio", ratio.toFixed(2), "<= 3", ratio <= 3);

  const memoryBefore = workerdRssKb(server);
  const load = await cannon({ url: `${BASE}/Hel`, connections: 10, duration: quick ? 8 : 20 });
  const memoryAfter = workerdRssKb(server);
  const errors = load.errors + load.non2xx + load.timeouts;
  results.throughput = {
    requestsPerSecond: load.requests.average,
    errors,
    memoryBeforeKb: memoryBefore,
    memoryAfterKb: memoryAfter,
  };
  row("Requests/s /Hel at 10 connections", load.requests.average.toFixed(0), ">= 100", load.requests.average >= 100);
  row("Errors at 10 connections", String(errors), "0", errors === 0);

  // Mixed load (issue 13): pages, images and comment reads together, then memory again.
  const mixedDuration = quick ? 10 : 60;
  const mixed = await cannon({
    url: BASE,
    connections: 10,
    duration: mixedDuration,
    requests: [
      { method: "GET", path: "/" },
      { method: "GET", path: "/Hel" },
      { method: "GET", path: "/images/models/Hel/dzien/thumbs/hel-d01.webp" },
      { method: "GET", path: "/api/comments/Hel" },
      { method: "GET", path: "/Oswietlenie" },
      { method: "GET", path: "/images/cards/Bedzin.webp" },
    ],
  });
  const memoryAfterMixed = workerdRssKb(server);
  const mixedErrors = mixed.errors + mixed.timeouts + mixed.non2xx;
  results.mixedLoad = {
    seconds: mixedDuration,
    requests: mixed.requests.total,
    requestsPerSecond: mixed.requests.average,
    errors: mixedErrors,
    latency: { p50: mixed.latency.p50, p90: mixed.latency.p90, p99: mixed.latency.p99, max: mixed.latency.max },
    memoryKb: { beforeThroughput: memoryBefore, afterThroughput: memoryAfter, afterMixed: memoryAfterMixed },
  };
  row(`Mixed load ${mixedDuration} s: requests/s`, mixed.requests.average.toFixed(0), "(reported)", true);
  row(
    `Mixed load latency p50/p90/p99`,
    `${mixed.latency.p50}/${mixed.latency.p90}/${mixed.latency.p99} ms`,
    "(reported)",
    true,
  );
  row(`Mixed load errors`, String(mixedErrors), "0", mixedErrors === 0);
  const growth = memoryAfterMixed - memoryAfter;
  row(
    "Worker memory growth during mixed load",
    `${(growth / 1024).toFixed(1)} MB (${(memoryAfterMixed / 1024).toFixed(0)} MB)`,
    "< 64 MB",
    growth < 64 * 1024,
  );
}

async function main() {
  await mustRun("react-router", ["build"]);
  const server = spawn("node", ["scripts/e2e-server.ts"], {
    cwd: ROOT,
    env: toolEnv({ E2E_PORT: String(PORT), BUILD_DIR: "build" }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitForServer(`${BASE}/robots.txt`, 600_000);
    await initialBytes();
    if (!process.argv.includes("--no-lighthouse")) await lighthouseRuns();
    await serverLatency(server);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
  const width = Math.max(...rows.map((r) => r.check.length));
  const figureWidth = Math.max(...rows.map((r) => r.figure.length));
  console.log(`\n${"check".padEnd(width)}  ${"figure".padEnd(figureWidth)}  budget      result`);
  for (const r of rows)
    console.log(
      `${r.check.padEnd(width)}  ${r.figure.padEnd(figureWidth)}  ${r.budget.padEnd(10)}  ${r.pass ? "pass" : "FAIL"}`,
    );
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench", "results.json"), JSON.stringify({ ...results, rows }, null, 2));
  console.log(
    `\n${rows.filter((r) => r.pass).length} within budget, ${rows.filter((r) => !r.pass).length} over; bench/results.json written.`,
  );
}

await main();
