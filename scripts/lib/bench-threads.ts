// `npm run bench -- --only threads`: a model page's size and server time as its thread grows.
import { gzipSync } from "node:zlib";
import { mustRun, toolEnv } from "./run.ts";
import type { BenchRecord, BenchRow } from "./bench-images.ts";

/** A page with no other test traffic, so the thread is all that changes between the steps. */
const PAGE = { path: "/Oporow", section: "Oporow" } as const;
const SIZES = [10, 100, 1_000, 10_000];
const SAMPLES = 20;

/** Adds comments straight to the running server's local D1 in one statement, as a long-lived thread would be. */
async function growThread(state: string, from: number, to: number): Promise<void> {
  const sql =
    "INSERT INTO comments (section, login, body, admin, created_at, status) " +
    `WITH RECURSIVE n(i) AS (SELECT ${from + 1} UNION ALL SELECT i + 1 FROM n WHERE i < ${to}) ` +
    `SELECT '${PAGE.section}', 'Gość ' || i, 'Komentarz ' || i || ': piękna robota, widać każdy detal zamku.', 0, ` +
    "1700000000000 + i * 60000, 'published' FROM n";
  await mustRun(
    "wrangler",
    ["d1", "execute", "kartonowe-db", "--local", "--persist-to", state, "-c", "wrangler.toml", "--command", sql],
    { env: toolEnv({ CI: "true" }) },
  );
}

async function median(base: string): Promise<{ ms: number; bytes: number; gzip: number; comments: number }> {
  const times: number[] = [];
  let html = "";
  for (let i = 0; i <= SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${PAGE.path}`);
    html = await response.text();
    if (!response.ok) throw new Error(`${PAGE.path} answered ${response.status}`);
    // The first request warms caches and is not counted.
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    ms: times[Math.floor(times.length / 2)]!,
    bytes: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    // Each comment shows twice (markup and the hydration data): count distinct ones.
    comments: new Set(html.match(/Komentarz \d+: piękna robota/g)).size,
  };
}

export async function threadGrowth(base: string, state: string, row: BenchRow, record: BenchRecord): Promise<void> {
  let stored = 0;
  const figures: Record<number, Awaited<ReturnType<typeof median>>> = {};
  for (const size of SIZES) {
    await growThread(state, stored, size);
    stored = size;
    figures[size] = await median(base);
    const { ms, gzip, comments } = figures[size];
    row(
      `${PAGE.path} with ${size} comments: HTML gzip, median time`,
      `${(gzip / 1024).toFixed(1)} KB, ${ms.toFixed(1)} ms`,
      "(reported)",
      true,
    );
    row(`${PAGE.path} with ${size} comments: comments in the HTML`, String(comments), "<= 5", comments <= 5);
  }
  record("threads", PAGE.path, figures);
  const first = figures[SIZES[0]!]!;
  const last = figures[SIZES.at(-1)!]!;
  const growth = last.gzip / first.gzip;
  row(
    `${PAGE.path} HTML gzip, ${SIZES.at(-1)} vs ${SIZES[0]} comments`,
    `x${growth.toFixed(3)}`,
    "<= 1.05",
    growth <= 1.05,
  );
  const slower = last.ms / first.ms;
  row(
    `${PAGE.path} median time, ${SIZES.at(-1)} vs ${SIZES[0]} comments`,
    `x${slower.toFixed(2)}`,
    "<= 2",
    slower <= 2,
  );
}
