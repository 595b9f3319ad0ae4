// `npm run bench -- --only lighthouse`: each page beside the floor, a bare React Router page rendered by its own
// Worker (scripts/bench-floor), measured in the same run, because absolute scores move with the machine.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { againstFloor, LIGHTHOUSE_BUDGETS } from "./bench-budgets.ts";
import type { BenchRecord, BenchRow } from "./bench-images.ts";
import { CHROMIUM_PATH } from "./chromium.ts";
import { attemptRun, median, medianOfRuns, type RunResult } from "./median-run.ts";

/** Lighthouse's task groups, in the order the breakdown prints them. */
const GROUPS = {
  scriptEvaluation: "scripting",
  scriptParseCompile: "parse/compile",
  styleLayout: "style/layout",
  paintCompositeRender: "paint",
  parseHTML: "HTML",
  garbageCollection: "GC",
  other: "other",
} as const;
type Group = keyof typeof GROUPS;
type Breakdown = Record<Group, number>;

/** docs/speed.md, each against the floor of the same run; scores and TBT in bench-budgets.ts. */
const FLOOR_BUDGETS = { scriptingRatio: 2, cls: 0.02 } as const;

const ATTEMPTS = 3;
const LONG_TASKS_SHOWN = 5;
const SCRIPTS_SHOWN = 5;

interface Table {
  items?: Record<string, unknown>[];
  debugData?: { urls?: string[]; tasks?: Record<string, number>[] };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const details = (lhr: Lhr, id: string): Table => (lhr.audits[id]?.details ?? {}) as Table;
const fileOf = (url: unknown) => (typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "") || "(page)" : "");

function breakdown(lhr: Lhr): Breakdown {
  const found = Object.fromEntries(Object.keys(GROUPS).map((group) => [group, 0])) as Breakdown;
  for (const item of details(lhr, "mainthread-work-breakdown").items ?? []) {
    if (typeof item.group === "string" && item.group in GROUPS) found[item.group as Group] = Number(item.duration);
  }
  return found;
}

/** Each long task with the script it is attributed to and its largest task groups ("scripting 412, style/layout 80"). */
function longTasks(lhr: Lhr) {
  const { urls = [], tasks = [] } = details(lhr, "long-tasks").debugData ?? {};
  return tasks.slice(0, LONG_TASKS_SHOWN).map((task) => ({
    ms: Math.round(task.duration ?? 0),
    script: fileOf(urls[task.urlIndex ?? -1]),
    groups: (Object.keys(GROUPS) as Group[])
      .filter((group) => (task[group] ?? 0) >= 10)
      .sort((a, b) => (task[b] ?? 0) - (task[a] ?? 0))
      .map((group) => `${GROUPS[group]} ${Math.round(task[group] ?? 0)}`)
      .join(", "),
  }));
}

function scriptingByScript(lhr: Lhr) {
  return (details(lhr, "bootup-time").items ?? [])
    .map((item) => ({
      script: fileOf(item.url),
      scriptingMs: Math.round(Number(item.scripting ?? 0)),
      parseCompileMs: Math.round(Number(item.scriptParseCompile ?? 0)),
    }))
    .sort((a, b) => b.scriptingMs - a.scriptingMs)
    .slice(0, SCRIPTS_SHOWN);
}

/** Lighthouse's mobile throttling, its CPU `cpuSlowdown` times slower; 0: no throttling at all. */
async function audit(url: string, port: number, cpuSlowdown: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    ...(cpuSlowdown === LIGHTHOUSE_BUDGETS.mobile.cpuSlowdown
      ? { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }
      : cpuSlowdown > 0
        ? // Lighthouse merges this into its mobile throttling, which keeps its network figures.
          { onlyCategories: ["performance"], throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
        : {
            // No throttling at all: the trace's own main-thread times, which the floor's scripting budget compares.
            throttlingMethod: "provided" as const,
            onlyAudits: ["mainthread-work-breakdown", "total-blocking-time", "long-tasks", "bootup-time"],
          }),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no result");
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (cpuSlowdown > 0 && lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) {
    throw new Error(
      `Lighthouse ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x CPU, not ${cpuSlowdown}x`,
    );
  }
  return lhr;
}

async function slowCpuRun(url: string, port: number) {
  const lhr = await audit(url, port, LIGHTHOUSE_BUDGETS.slowCpu.cpuSlowdown);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error("no performance score");
  return {
    performance: Math.round(score * 100),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
  };
}

async function throttledRun(url: string, port: number) {
  const lhr = await audit(url, port, LIGHTHOUSE_BUDGETS.mobile.cpuSlowdown);
  // A category without a score means its audits errored; 0 would read as a measured (terrible) page.
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`no ${id} score`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(metric("total-blocking-time")),
    speedIndexMs: Math.round(metric("speed-index")),
    mainThread: breakdown(lhr),
    longTasks: longTasks(lhr),
    scriptingByScript: scriptingByScript(lhr),
  };
}

async function unthrottledRun(url: string, port: number) {
  const lhr = await audit(url, port, 0);
  const tbt = lhr.audits["total-blocking-time"];
  return {
    tbtMs: Math.round(tbt?.numericValue ?? NaN),
    tbtError: tbt?.errorMessage,
    mainThread: breakdown(lhr),
    longTasks: longTasks(lhr),
    scriptingByScript: scriptingByScript(lhr),
  };
}

type Throttled = Awaited<ReturnType<typeof throttledRun>>;
type Unthrottled = Awaited<ReturnType<typeof unthrottledRun>>;
type SlowCpu = Awaited<ReturnType<typeof slowCpuRun>>;

function medianBreakdown(runs: { mainThread: Breakdown }[]): Breakdown {
  return Object.fromEntries(
    (Object.keys(GROUPS) as Group[]).map((group) => [group, Math.round(median(runs.map((r) => r.mainThread[group])))]),
  ) as Breakdown;
}

const succeeded = <T>(runs: RunResult<T>[]) => runs.flatMap((run) => ("figures" in run ? [run.figures] : []));

interface Summary {
  label: string;
  throttled?: Throttled;
  performanceRuns: string[];
  tbtMs: number;
  cls: number;
  scriptingMs: number;
  unthrottledTbtMs: number;
  /** Why traces at no throttling had no TBT, e.g. a main thread that never went quiet. */
  unthrottledTbtMissing: string[];
  throttledMainThread: Breakdown;
  unthrottledMainThread: Breakdown;
  unthrottled?: Unthrottled;
  /** At Lighthouse's mobile throttling with an 8x slower CPU: the median-score run's score, TBT's own median. */
  slowCpu?: { performance: number; performanceRuns: string[]; tbtMs: number };
  errors: string[];
}

function summarise(
  label: string,
  throttledRuns: RunResult<Throttled>[],
  unthrottledRuns: RunResult<Unthrottled>[],
  slowCpuRuns: RunResult<SlowCpu>[],
) {
  // The run with the median performance score stands for the page, as Lighthouse's own guidance advises; TBT and CLS
  // are each their own median, so one run's swing does not decide a budget.
  const { median: standing, scores, errors } = medianOfRuns(throttledRuns, (run) => run.performance);
  const done = succeeded(throttledRuns);
  const traces = succeeded(unthrottledRuns);
  const unthrottledMainThread = medianBreakdown(traces);
  const slow = medianOfRuns(slowCpuRuns, (run) => run.performance);
  const summary: Summary = {
    label,
    throttled: standing,
    performanceRuns: scores,
    tbtMs: median(done.map((run) => run.tbtMs)),
    cls: median(done.map((run) => run.cls)),
    scriptingMs: unthrottledMainThread.scriptEvaluation,
    unthrottledTbtMs: median(traces.map((run) => run.tbtMs)),
    unthrottledTbtMissing: traces.filter((run) => !Number.isFinite(run.tbtMs)).map((run) => run.tbtError ?? "no TBT"),
    throttledMainThread: medianBreakdown(done),
    unthrottledMainThread,
    unthrottled: [...traces].sort((a, b) => a.mainThread.scriptEvaluation - b.mainThread.scriptEvaluation)[
      Math.floor(traces.length / 2)
    ],
    slowCpu: slow.median && {
      performance: slow.median.performance,
      performanceRuns: slow.scores,
      tbtMs: median(succeeded(slowCpuRuns).map((run) => run.tbtMs)),
    },
    errors: [
      ...errors,
      ...unthrottledRuns.flatMap((run) => ("error" in run ? [run.error] : [])),
      ...slow.errors.map((error) => `8x CPU: ${error}`),
    ],
  };
  return summary;
}

function printBreakdowns(summaries: Summary[], throttledRuns: number, unthrottledRuns: number) {
  const width = Math.max(...summaries.map((s) => s.label.length));
  const header = `${"page".padEnd(width)}  ${Object.values(GROUPS)
    .map((name) => name.padStart(14))
    .join("")}  ${"TBT".padStart(6)}`;
  const line = (label: string, groups: Breakdown, tbt: number) =>
    `${label.padEnd(width)}  ${(Object.keys(GROUPS) as Group[]).map((g) => String(groups[g]).padStart(14)).join("")}  ${String(tbt).padStart(6)}`;
  console.log(`\nMain thread at Lighthouse's mobile throttling (ms, 4x CPU, median of ${throttledRuns}):`);
  console.log(header);
  for (const s of summaries) console.log(line(s.label, s.throttledMainThread, s.tbtMs));
  console.log(`\nMain thread at no throttling (ms, median of ${unthrottledRuns}):`);
  console.log(header);
  for (const s of summaries) console.log(line(s.label, s.unthrottledMainThread, s.unthrottledTbtMs));
  for (const s of summaries.filter((summary) => summary.unthrottledTbtMissing.length > 0)) {
    // Lighthouse ends its messages with a code, e.g. "(NO_TTI_CPU_IDLE_PERIOD)": the main thread never went quiet.
    const code = (reason: string) => /\(([A-Z_]+)\)$/.exec(reason)?.[1] ?? reason.slice(0, 100);
    const reasons = [...new Set(s.unthrottledTbtMissing.map(code))].join("; ");
    console.log(`${s.label}: no TBT in ${s.unthrottledTbtMissing.length} of ${unthrottledRuns} runs (${reasons})`);
  }
  for (const s of summaries) {
    if (!s.throttled) continue;
    console.log(`\n${s.label}: long tasks at mobile throttling (median-score run; simulated, groups mostly "other")`);
    for (const task of s.throttled.longTasks) console.log(`  ${String(task.ms).padStart(6)} ms  ${task.script}`);
    console.log(`${s.label}: long tasks at no throttling (median-scripting run)`);
    for (const task of s.unthrottled?.longTasks ?? []) {
      console.log(`  ${String(task.ms).padStart(6)} ms  ${task.script}  (${task.groups})`);
    }
    console.log(`${s.label}: scripting / parse+compile by script at mobile throttling`);
    for (const script of s.throttled.scriptingByScript) {
      console.log(
        `  ${String(script.scriptingMs).padStart(6)} / ${String(script.parseCompileMs).padStart(4)} ms  ${script.script}`,
      );
    }
  }
}

export async function lighthouseAgainstFloor(
  base: string,
  pages: string[],
  floorUrl: string | undefined,
  runs: { throttled: number; unthrottled: number },
  row: BenchRow,
  record: BenchRecord,
): Promise<void> {
  const hasFloor = floorUrl !== undefined && (await fetch(floorUrl).catch(() => undefined))?.ok === true;
  const targets = [...pages.map((page) => ({ label: page, url: `${base}${encodeURI(page)}` }))];
  if (hasFloor) targets.push({ label: `floor ${new URL(floorUrl).pathname}`, url: floorUrl });
  else row("Lighthouse floor page", `none at ${floorUrl ?? "(--floor)"}`, "present", false);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  const throttled = new Map<string, RunResult<Throttled>[]>(targets.map((t) => [t.label, []]));
  const unthrottled = new Map<string, RunResult<Unthrottled>[]>(targets.map((t) => [t.label, []]));
  const slowCpu = new Map<string, RunResult<SlowCpu>[]>(targets.map((t) => [t.label, []]));
  const retry = (label: string) => (error: string, attempt: number) =>
    console.error(`Lighthouse ${label}: attempt ${attempt} failed (${error}), trying again`);
  try {
    // Rounds over every page and the floor, so a busy spell of the machine falls on all of them alike.
    for (let round = 0; round < runs.throttled; round += 1) {
      console.log(`Lighthouse, mobile throttling: round ${round + 1} of ${runs.throttled}`);
      for (const { label, url } of targets) {
        throttled.get(label)!.push(await attemptRun(() => throttledRun(url, chrome.port), ATTEMPTS, retry(label)));
      }
    }
    for (let round = 0; round < runs.unthrottled; round += 1) {
      console.log(`Lighthouse, no throttling: round ${round + 1} of ${runs.unthrottled}`);
      for (const { label, url } of targets) {
        unthrottled.get(label)!.push(await attemptRun(() => unthrottledRun(url, chrome.port), ATTEMPTS, retry(label)));
      }
    }
    for (let round = 0; round < runs.throttled; round += 1) {
      console.log(`Lighthouse, mobile throttling at 8x CPU: round ${round + 1} of ${runs.throttled}`);
      for (const { label, url } of targets) {
        slowCpu.get(label)!.push(await attemptRun(() => slowCpuRun(url, chrome.port), ATTEMPTS, retry(label)));
      }
    }
  } finally {
    await chrome.kill();
  }

  const summaries = targets.map(({ label }) =>
    summarise(label, throttled.get(label)!, unthrottled.get(label)!, slowCpu.get(label)!),
  );
  for (const summary of summaries) record("lighthouse", summary.label, summary);
  printBreakdowns(summaries, runs.throttled, runs.unthrottled);

  const floor = hasFloor ? summaries.at(-1) : undefined;
  if (floor?.throttled) {
    row(
      `Lighthouse floor performance (median of ${runs.throttled})`,
      `${floor.throttled.performance} (${floor.performanceRuns.join(", ")})`,
      "(floor)",
      true,
    );
    row("Lighthouse floor TBT (median)", `${floor.tbtMs} ms`, "(floor)", true);
    if (floor.slowCpu) {
      const { performance, performanceRuns, tbtMs } = floor.slowCpu;
      row("Lighthouse floor performance, 8x CPU", `${performance} (${performanceRuns.join(", ")})`, "(floor)", true);
      row("Lighthouse floor TBT, 8x CPU (median)", `${tbtMs} ms`, "(floor)", true);
    }
    row(
      `Floor main-thread scripting, no throttling (median of ${runs.unthrottled})`,
      `${floor.scriptingMs} ms`,
      "(floor)",
      true,
    );
  } else if (floor) {
    row("Lighthouse floor", `failed: ${floor.errors[0]?.slice(0, 80)}`, "measured", false);
  }
  for (const page of summaries.slice(0, pages.length)) {
    const { label, throttled: figures, errors } = page;
    if (errors.length > 0) {
      const reasons = [...new Set(errors.map((error) => error.slice(0, 80)))].join("; ");
      row(`Lighthouse ${label} failed runs`, `${errors.length}: ${reasons}`, "none", false);
    }
    if (!figures) continue;
    const perfFigure = `${figures.performance} (${page.performanceRuns.join(", ")})`;
    if (floor?.throttled) {
      const mobile = againstFloor(
        { performance: figures.performance, tbtMs: page.tbtMs },
        { performance: floor.throttled.performance, tbtMs: floor.tbtMs },
        LIGHTHOUSE_BUDGETS.mobile,
      );
      row(`Lighthouse ${label} performance`, perfFigure, mobile.performance.budget, mobile.performance.pass);
      row(`Lighthouse ${label} TBT (median)`, `${page.tbtMs} ms`, mobile.tbt.budget, mobile.tbt.pass);
      if (page.slowCpu && floor.slowCpu) {
        const slow = againstFloor(page.slowCpu, floor.slowCpu, LIGHTHOUSE_BUDGETS.slowCpu);
        const slowFigure = `${page.slowCpu.performance} (${page.slowCpu.performanceRuns.join(", ")})`;
        row(`Lighthouse ${label} performance, 8x CPU`, slowFigure, slow.performance.budget, slow.performance.pass);
        row(`Lighthouse ${label} TBT, 8x CPU (median)`, `${page.slowCpu.tbtMs} ms`, slow.tbt.budget, slow.tbt.pass);
      }
      const ratio = page.scriptingMs / Math.max(floor.scriptingMs, 1);
      row(
        `Main-thread scripting ${label}, no throttling`,
        `${page.scriptingMs} ms (${ratio.toFixed(2)}x floor)`,
        "<= 2x floor",
        ratio <= FLOOR_BUDGETS.scriptingRatio,
      );
    } else {
      row(`Lighthouse ${label} performance`, perfFigure, "(no floor)", true);
      row(`Lighthouse ${label} TBT (median)`, `${page.tbtMs} ms`, "(no floor)", true);
    }
    row(`Lighthouse ${label} CLS (median)`, String(page.cls), `< ${FLOOR_BUDGETS.cls}`, page.cls < FLOOR_BUDGETS.cls);
    row(`Lighthouse ${label} accessibility`, String(figures.accessibility), "100", figures.accessibility === 100);
    row(`Lighthouse ${label} best practices`, String(figures.bestPractices), "100", figures.bestPractices === 100);
    row(`Lighthouse ${label} SEO`, String(figures.seo), "100", figures.seo === 100);
    row(`Lighthouse ${label} FCP / LCP`, `${figures.fcpMs} / ${figures.lcpMs} ms`, "(reported)", true);
  }
}
