/**
 * The bench's "cache under writes": anonymous views at a steady rate over many pages while guests comment on one of
 * them, as on a day a model is linked from a large forum. A comment moves its own page's copies only, so every other
 * page stays a hit (docs/decisions/032).
 */
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

type Row = (check: string, figure: string, budget: string, pass: boolean) => void;
type Record = (section: string, key: string, value: unknown) => void;

const VIEWS_PER_SECOND = 100;
const PAGE_COUNT = 40;
const SECONDS = 30;
const COMMENTED = "Hel";
export const HIT_RATIO_BUDGET = 0.95;

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

interface View {
  ms: number;
  state: string;
}

/** A view as a browser asks for it; its time is to the last byte, its state the page cache's header. */
function view(base: string, pathname: string): Promise<View> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${encodeURI(pathname)}`,
      { agent, headers: { "accept-encoding": "gzip, deflate, br, zstd" } },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${pathname} answered ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, state: String(response.headers["x-cache"] ?? "none") });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

async function pagesToView(base: string): Promise<string[]> {
  const answer = (await (await fetch(`${base}/api/models`)).json()) as { models: { path: string }[] };
  return ["/", ...answer.models.map((model) => model.path)].slice(0, PAGE_COUNT);
}

/** A guest's comment from its own network (the limits are per client and per network), with a fresh form token. */
async function guestComment(base: string, index: number): Promise<number> {
  const thread = await fetch(`${base}/api/comments/${COMMENTED}?limit=1`);
  const { formToken } = (await thread.json()) as { formToken: string };
  const response = await fetch(`${base}/api/comments/${COMMENTED}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "cf-connecting-ip": `100.64.${index % 250}.9` },
    body: JSON.stringify({
      login: `Gość z forum ${index}`,
      comment: `Piękny model, pozdrawiam z forum (${index}).`,
      formToken,
    }),
  });
  await response.body?.cancel();
  return response.status;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export async function cacheUnderWrites(base: string, row: Row, record: Record, quick: boolean): Promise<void> {
  const pages = await pagesToView(base);
  const seconds = quick ? 10 : SECONDS;
  // Every copy of every page first: the figure is the steady state, not the first visits after a deploy.
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(
      pages.map(async (pathname) => {
        for (let copy = 0; copy < 24; copy += 1) await view(base, pathname);
      }),
    );
  }
  const views: Promise<View>[] = [];
  const comments: Promise<number>[] = [];
  const started = performance.now();
  for (let tick = 0; tick < seconds * VIEWS_PER_SECOND; tick += 1) {
    const due = started + (tick * 1000) / VIEWS_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    views.push(view(base, pages[Math.floor(Math.random() * pages.length)]!));
    if (tick % VIEWS_PER_SECOND === 0) comments.push(guestComment(base, tick / VIEWS_PER_SECOND));
  }
  const done = await Promise.allSettled(views);
  const answered = done.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const statuses = await Promise.all(comments);
  const hits = answered.filter((each) => each.state === "hit" || each.state === "stale").length;
  const ratio = hits / Math.max(answered.length, 1);
  const times = answered.map((each) => each.ms).sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  const failed = done.length - answered.length;
  const posted = statuses.filter((status) => status === 201).length;
  record("cacheUnderWrites", "figures", {
    seconds,
    pages: pages.length,
    views: done.length,
    failed,
    comments: { sent: statuses.length, published: posted },
    hitRatio: ratio,
    latencyMs: { p50, p99 },
  });
  row(
    `Cache under writes: hit ratio (${VIEWS_PER_SECOND} views/s over ${pages.length} pages, a comment a second)`,
    `${(ratio * 100).toFixed(1)} %`,
    `>= ${HIT_RATIO_BUDGET * 100} %`,
    ratio >= HIT_RATIO_BUDGET,
  );
  row("Cache under writes: latency p50/p99", `${p50.toFixed(1)}/${p99.toFixed(1)} ms`, "(reported)", true);
  row(
    "Cache under writes: comments published, views failed",
    `${posted}/${statuses.length}, ${failed}`,
    "all, 0",
    posted === statuses.length && failed === 0,
  );
}
