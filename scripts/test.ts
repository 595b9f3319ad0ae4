/**
 * `npm test`: lint, types, the unit and workerd Vitest projects, the stories (each story's play function and its
 * pictures against the baselines, in one Playwright pass over the built Storybook), the build and Playwright, stopping
 * at the first failing step. The checks and Storybook's build run side by side in the first step (output shown
 * when each ends); every one is reported. The summary gives each stage's time and counts (docs/decisions/023).
 */
import { mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildInto, STORYBOOK_TEST_BUILD, TEST_BUILD_DIR } from "./lib/build.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { elapsed, ROOT, run, toolEnv } from "./lib/run.ts";
import { E2E_PORT, FAULTY_PORT } from "#tests/e2e/ports.ts";

const REPORTS = path.join(ROOT, "test-results", "reports");
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
}

function vitestCounts(file: string): Counts {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number };
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function playwrightCounts(file: string): Counts {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const vitestReport = path.join(REPORTS, "vitest.json");
const playwrightReport = path.join(REPORTS, "playwright.json");
const visualReport = path.join(REPORTS, "visual.json");

interface Command {
  command: string;
  args: string[];
  env?: Record<string, string>;
}
type Stage = { name: string; counts?: () => Counts } & (Command | { run: () => Promise<number> });

const servers: ChildProcess[] = [];

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${port}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

/**
 * The e2e build and both servers (migrations, seed, Miniflare) start beside the stories stage, which leaves CPU
 * between its browsers' pages; Playwright then reuses them (docs/decisions/030). Their logs go to the reports folder.
 */
async function prepareE2e(): Promise<number> {
  const built = await buildInto(TEST_BUILD_DIR);
  if (built !== 0) return built;
  const start = (port: number, extra: Record<string, string>) => {
    const log = openSync(path.join(REPORTS, `e2e-server-${port}.log`), "w");
    const child = spawn("node", ["scripts/e2e-server.ts"], {
      cwd: ROOT,
      env: toolEnv({ BUILD_DIR: TEST_BUILD_DIR, E2E_PORT: String(port), ...extra }),
      stdio: ["ignore", log, log],
      // Its own process group, so the servers' workerd ends with it.
      detached: true,
    });
    servers.push(child);
    return { child, port };
  };
  const started = [start(E2E_PORT, {}), start(FAULTY_PORT, { E2E_FAULTY: "1" })];
  const deadline = performance.now() + 1_200_000;
  for (const { child, port } of started) {
    while (!(await answers(port))) {
      if (child.exitCode !== null || performance.now() > deadline) {
        console.log(`The e2e server on port ${port} did not start: test-results/reports/e2e-server-${port}.log`);
        return 1;
      }
      await sleep(500);
    }
  }
  return 0;
}

function stopServers(): void {
  for (const child of servers) {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

process.on("exit", stopServers);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

/** Started by the stories stage, awaited by the stage after it. */
let e2e: { ready: Promise<number>; since: number } | undefined;
const startE2e = () => (e2e ??= { ready: prepareE2e(), since: performance.now() });

/**
 * A step is one stage, or stages run side by side. Storybook's build shares the first step with the checks, which
 * leave a core idle once the quicker ones end. Vitest runs after them: its React Router plugin writes the route types
 * that the typecheck's `react-router typegen` clears and writes again (docs/decisions/023).
 */
const steps: (Stage | Stage[])[] = [
  [
    { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
    { name: "lint", command: "eslint", args: ["."] },
    { name: "format", command: "prettier", args: ["--check", "."] },
    { name: "import cycles", command: "node", args: ["scripts/check-cycles.ts"] },
    { name: "storybook build (for the stories stage)", command: "storybook", args: STORYBOOK_TEST_BUILD },
  ],
  {
    // The storybook project's play functions run in the stories stage below, with the pictures.
    name: "vitest (unit, worker, browser)",
    command: "vitest",
    args: [
      "run",
      "--project=unit",
      "--project=worker",
      "--project=browser",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestReport}`,
    ],
    counts: () => vitestCounts(vitestReport),
  },
  {
    // Each story's play function and pictures (diffs in test-results/visual/).
    name: "stories (play functions and pictures, Playwright)",
    run: () => {
      startE2e();
      return run("node", ["scripts/visual.ts", "--built", "--reporter=list,json"], {
        env: toolEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: visualReport }),
      });
    },
    counts: () => playwrightCounts(visualReport),
  },
  {
    name: `build (${TEST_BUILD_DIR}/) and e2e servers, started beside the stories`,
    run: async () => {
      const { ready, since } = startE2e();
      const code = await ready;
      console.log(`ready ${elapsed(since)} after the stories stage began`);
      return code;
    },
  },
  {
    name: "e2e (Playwright)",
    command: "playwright",
    args: ["test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, BUILD_DIR: TEST_BUILD_DIR, E2E_REUSE_SERVERS: "1" },
    counts: () => playwrightCounts(playwrightReport),
  },
];

const total: Counts = { passed: 0, failed: 0 };
const results: string[] = [];
const started = performance.now();
const failedStages: string[] = [];

/** A stage beside others: its output is held and printed whole when it ends, so the logs do not interleave. */
function runQuietly(stage: Command & { name: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(stage.command, stage.args, {
      cwd: ROOT,
      env: toolEnv(stage.env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      console.log(`\n=== ${stage.name} ===`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runStage(stage: Stage, beside: boolean): Promise<void> {
  const stageStart = performance.now();
  if (!beside) console.log(`\n=== ${stage.name} ===`);
  const code =
    "run" in stage
      ? await stage.run()
      : beside
        ? await runQuietly(stage)
        : await run(stage.command, stage.args, stage.env ? { env: toolEnv(stage.env) } : {});
  const counts = stage.counts?.();
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  const status = code === 0 ? "ok" : `FAILED (exit ${code})`;
  results.push(
    `${stage.name}: ${status}${counts ? `, ${counts.passed} passed, ${counts.failed} failed` : ""} (${elapsed(stageStart)})`,
  );
  if (code !== 0) {
    failedStages.push(stage.name);
    if (!counts || counts.failed === 0) total.failed += 1;
  }
}

for (const step of steps) {
  if (Array.isArray(step)) await Promise.all(step.map((stage) => runStage(stage, true)));
  else await runStage(step, false);
  if (failedStages.length > 0) break;
}

console.log("\n=== summary ===");
for (const line of results) console.log(line);
if (failedStages.length > 0) console.log(`stopped at: ${failedStages.join(", ")}`);
console.log(`total time: ${elapsed(started)}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(failedStages.length > 0 ? 1 : 0);
